"use server";

import { z } from "zod";
import { actionClient, requireConnection, UserFacingError } from "@/lib/action";
import { mapAppSettings, requestUsageReport, resetAppSettings } from "@/lib/api/mgmt-app-settings";
import { APP_SETTING_KEYS, APP_SETTINGS } from "@/lib/schemas/app-settings";
import { appSettingsFormInput, fieldOf, usageReportInput } from "./schema";

export const saveAppSettingsAction = actionClient
  .metadata({ name: "app-settings.save", minRole: "admin", mutation: true })
  .inputSchema(appSettingsFormInput)
  .action(async ({ parsedInput, ctx }) => {
    const settings = Object.fromEntries(APP_SETTING_KEYS.map((k) => [k, parsedInput[fieldOf(k)] === true]));
    const outcomes = await mapAppSettings(requireConnection(ctx.connection).conn, settings);
    const refused = APP_SETTING_KEYS.filter((k) => !outcomes[k]?.success);
    if (refused.length) {
      throw new UserFacingError(
        `The service did not take: ${refused.map((k) => APP_SETTINGS[k].label.toLowerCase()).join("; ")}.`,
      );
    }
    return { saved: APP_SETTING_KEYS.length };
  });

export const resetAppSettingsAction = actionClient
  .metadata({ name: "app-settings.reset", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => resetAppSettings(requireConnection(ctx.connection).conn));

export const requestUsageReportAction = actionClient
  .metadata({ name: "app-settings.usage-report", minRole: "admin", mutation: true })
  .inputSchema(usageReportInput)
  .action(async ({ parsedInput, ctx }) =>
    requestUsageReport(requireConnection(ctx.connection).conn, parsedInput.cycle === "previous"),
  );
