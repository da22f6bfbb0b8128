import { z } from "zod";
import { APP_SETTING_KEYS, type AppSettingKey } from "@/lib/schemas/app-settings";

/** Form fields cannot hold the dots of the service's keys. */
export const fieldOf = (key: AppSettingKey) => key.replace(/^core\./, "").replaceAll(".", "_");

export const appSettingsFormInput = z.object(
  Object.fromEntries(APP_SETTING_KEYS.map((k) => [fieldOf(k), z.boolean()])) as Record<string, z.ZodBoolean>,
);
export type AppSettingsFormValues = z.infer<typeof appSettingsFormInput>;

export const usageReportInput = z.object({ cycle: z.enum(["current", "previous"]) });
