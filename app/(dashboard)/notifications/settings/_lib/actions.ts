"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import * as notificationsContract from "@/lib/contract/notifications";
import { actionClient, requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { settingsForm, toSettingsPatch } from "./schema";

export const saveNotificationSettingsAction = actionClient
  .metadata({ name: "notifications.save-settings", minRole: "admin", mutation: true })
  .inputSchema(settingsForm)
  .action(async ({ parsedInput, ctx }) => {
    await call(requireConnection(ctx.connection).conn, notificationsContract.updateNotificationSettings, {
      body: toSettingsPatch(parsedInput),
      idempotent: true,
    });
    revalidatePath("/notifications/settings");
    return parsedInput;
  });

export const resetNotificationSettingsAction = actionClient
  .metadata({ name: "notifications.reset-settings", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    await call(requireConnection(ctx.connection).conn, notificationsContract.resetNotificationSettings, {
      idempotent: true,
    });
    revalidatePath("/notifications/settings");
    return { reset: true };
  });
