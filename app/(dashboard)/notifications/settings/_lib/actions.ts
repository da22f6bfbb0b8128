"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionClient, requireConnection } from "@/lib/action";
import { patchNotificationSettings, resetNotificationSettings } from "@/lib/api/chat-notifications";
import { settingsForm, toSettingsPatch } from "./schema";

export const saveNotificationSettingsAction = actionClient
  .metadata({ name: "notifications.save-settings", minRole: "admin", mutation: true })
  .inputSchema(settingsForm)
  .action(async ({ parsedInput, ctx }) => {
    await patchNotificationSettings(requireConnection(ctx.connection).conn, toSettingsPatch(parsedInput));
    revalidatePath("/notifications/settings");
    return parsedInput;
  });

export const resetNotificationSettingsAction = actionClient
  .metadata({ name: "notifications.reset-settings", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    await resetNotificationSettings(requireConnection(ctx.connection).conn);
    revalidatePath("/notifications/settings");
    return { reset: true };
  });
