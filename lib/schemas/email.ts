import { z } from "zod";

/** `isEnabled` is request-only; `repliesWebhook` response-only. */
export const emailProviderSchema = z.object({
  allowEmailReplies: z.boolean(),
  providerApiKey: z.string(),
  providerTemplateID: z.string(),
  providerUnsubscribeGroupID: z.string(),
  senderEmail: z.string(),
  senderEmailForReplies: z.string(),
  senderName: z.string(),
  repliesWebhook: z.url(),
});
export type EmailProvider = z.infer<typeof emailProviderSchema>;

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `at most ${max} characters`);
const email = z.email({ error: "must be a valid email address" }).max(254, "at most 254 characters");

export const emailProviderFields = z.strictObject({
  providerApiKey: text(500).optional(),
  providerTemplateID: text(200).optional(),
  providerUnsubscribeGroupID: text(200).optional(),
  senderName: text(200).optional(),
  senderEmail: email.optional(),
  allowEmailReplies: z.boolean({ error: "must be a boolean" }).optional(),
  /** An empty string clears it (only when replies are off). */
  senderEmailForReplies: z.union([email, z.literal("")]).optional(),
  isEnabled: z.boolean({ error: "must be a boolean" }).optional(),
});
export type EmailProviderFields = z.infer<typeof emailProviderFields>;

type Fields = z.infer<typeof emailProviderFields>;

export function checkEmailProviderRules(v: Fields, ctx: z.RefinementCtx) {
  const required = [
    "providerApiKey",
    "providerTemplateID",
    "providerUnsubscribeGroupID",
    "senderName",
    "senderEmail",
    "allowEmailReplies",
  ] as const;
  for (const key of required) {
    if (v[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "is required" });
  }
  if (v.allowEmailReplies === true && !v.senderEmailForReplies) {
    ctx.addIssue({
      code: "custom",
      path: ["senderEmailForReplies"],
      message: "is required when allowEmailReplies is true",
    });
  }
}

export const emailProviderInput = emailProviderFields.superRefine(checkEmailProviderRules);
export type EmailProviderInput = z.infer<typeof emailProviderInput>;
