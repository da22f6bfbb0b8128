import { z } from "zod";
import { dataEnvelope, successEnvelope } from "./common";
import { perUidResultSchema } from "./users";

/** The app settings the hosted service publishes, their defaults, and what each decides. */
export const APP_SETTINGS = {
  "core.conversations.updateOnMessageActions": {
    default: true,
    label: "Edits and deletions update the conversation",
    help: "When a message is edited or deleted, the conversation moves up the list and shows the change as its last message.",
  },
  "core.conversations.updateOnReplies": {
    default: true,
    label: "Thread replies update the conversation",
    help: "A reply in a thread becomes the conversation's last message, as a new message would.",
  },
  "core.conversations.updateOnCustomMessage": {
    default: true,
    label: "Custom messages update the conversation",
    help: "Messages of the custom category (polls, locations, app-defined types) become the conversation's last message.",
  },
  "core.conversations.updateOnGroupActions": {
    default: true,
    label: "Group actions update the conversation",
    help: "Members joining, leaving, being added, kicked or banned move the group's conversation up the list.",
  },
  "core.conversations.updateOnCallActivity": {
    default: true,
    label: "Calls update the conversation",
    help: "Starting, answering and ending a call shows in the conversation as its last message.",
  },
  "core.threads.updateOnMessageActions": {
    default: false,
    label: "Edits and deletions in a thread update the thread",
    help: "When a reply is edited or deleted, the thread's latest reply shows the change.",
  },
} as const satisfies Record<string, { default: boolean; label: string; help: string }>;
export type AppSettingKey = keyof typeof APP_SETTINGS;
export const APP_SETTING_KEYS = Object.keys(APP_SETTINGS) as AppSettingKey[];

/** The published list also carries plan features (lists of strings) beside the booleans. */
export const appSettingsEnvelope = dataEnvelope(
  z.record(z.string(), z.union([z.boolean(), z.array(z.string())])),
);

const settingKey = z.string().min(1).max(200, "must be at most 200 characters");

export const mapSettingsInput = z.object({
  settings: z
    .record(settingKey, z.boolean({ error: "must be true or false" }), {
      error: "must be an object of settings",
    })
    .refine((s) => Object.keys(s).length > 0, { error: "name at least one setting" })
    .refine((s) => Object.keys(s).length <= 100, { error: "at most 100 settings at once" }),
});
export type MapSettingsInput = z.infer<typeof mapSettingsInput>;
export const mapSettingsEnvelope = dataEnvelope(perUidResultSchema);

/** [ours] The published operation takes no body and resets every setting; `settings` resets only those named. */
export const unmapSettingsInput = z.object({
  settings: z.array(settingKey).min(1, "name at least one setting").max(100).optional(),
});
export const unmapSettingsEnvelope = successEnvelope;

export const fetchUsageInput = z.object({
  usePreviousBillingCycle: z.boolean({ error: "must be true or false" }).optional(),
});
export const fetchUsageEnvelope = successEnvelope;
