"use server";

import { z } from "zod";
import * as appsContract from "@/lib/contract/apps";
import { APP_SETTING_KEYS, APP_SETTINGS } from "@/lib/schemas/app-settings";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { appSettingsFormInput, fieldOf, usageReportInput } from "./schema";

export const saveAppSettingsAction = appActionClient
  .metadata({ name: "app-settings.save", minRole: "admin", mutation: true })
  .inputSchema(appSettingsFormInput)
  .action(async ({ parsedInput, ctx }) => {
    const settings = Object.fromEntries(APP_SETTING_KEYS.map((k) => [k, parsedInput[fieldOf(k)] === true]));
    const { conn } = ctx;
    const { data: outcomes } = await call(conn, appsContract.mapAppSettings, {
      params: { appId: conn.appId },
      body: { settings },
    });
    const refused = APP_SETTING_KEYS.filter((k) => !outcomes[k]?.success);
    if (refused.length) {
      throw new UserFacingError(
        `The service did not take: ${refused.map((k) => APP_SETTINGS[k].label.toLowerCase()).join("; ")}.`,
      );
    }
    return { saved: APP_SETTING_KEYS.length };
  });

export const resetAppSettingsAction = appActionClient
  .metadata({ name: "app-settings.reset", minRole: "admin", mutation: true })
  .inputSchema(z.object({}))
  .action(async ({ ctx }) => {
    // No body: every setting back to the service's default.
    const { conn } = ctx;
    return await callData(conn, appsContract.unmapAppSettings, { params: { appId: conn.appId } });
  });

export const requestUsageReportAction = appActionClient
  .metadata({ name: "app-settings.usage-report", minRole: "admin", mutation: true })
  .inputSchema(usageReportInput)
  .action(async ({ parsedInput, ctx }) => {
    // The service emails the report to the account owner.
    const { conn } = ctx;
    const res = await call(conn, appsContract.requestUsage, {
      params: { appId: conn.appId },
      body: { usePreviousBillingCycle: parsedInput.cycle === "previous" },
    });
    return res.data;
  });
