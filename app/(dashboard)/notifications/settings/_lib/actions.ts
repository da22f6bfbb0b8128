"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import * as notificationsContract from "@/lib/contract/notifications";
import { appActionClient } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { settingsForm, toSettingsPatch } from "./schema";

export const saveNotificationSettingsAction = appActionClient
  .metadata({ name: "notifications.save-settings", minRole: "admin", mutation: true })
  .inputSchema(settingsForm)
  .action(async ({ parsedInput, ctx }) => {
    await call(ctx.conn, notificationsContract.updateNotificationSettings, {
      body: toSettingsPatch(parsedInput),
      idempotent: true,
    });
    revalidatePath("/notifications/settings");
    return parsedInput;
  });

export const resetNotificationSettingsAction = appActionClient
  .metadata({ name: "notifications.reset-settings", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    await call(ctx.conn, notificationsContract.resetNotificationSettings, {
      idempotent: true,
    });
    revalidatePath("/notifications/settings");
    return { reset: true };
  });
