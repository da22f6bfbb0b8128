import { z } from "zod";

const text = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `Use at most ${max} characters.`);
const email = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .pipe(z.email({ error: "Enter a valid email address." }).max(254));

export function emailSettingsFormSchema(keyRequired: boolean) {
  return z
    .object({
      providerApiKey: z.string().trim().max(500, "Use at most 500 characters."),
      providerTemplateID: text("template id", 200),
      providerUnsubscribeGroupID: text("unsubscribe group id", 200),
      senderName: text("sender name", 200),
      senderEmail: email("sender email"),
      allowEmailReplies: z.boolean(),
      senderEmailForReplies: z.union([z.literal(""), email("reply address")]),
      isEnabled: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (keyRequired && !v.providerApiKey) {
        ctx.addIssue({ code: "custom", path: ["providerApiKey"], message: "Enter the provider API key." });
      }
      if (v.allowEmailReplies && !v.senderEmailForReplies) {
        ctx.addIssue({
          code: "custom",
          path: ["senderEmailForReplies"],
          message: "Enter the address replies go to: it is required when replies are allowed.",
        });
      }
    });
}
export type EmailSettingsForm = z.infer<ReturnType<typeof emailSettingsFormSchema>>;

/** The server decides whether a blank key may keep a stored one. */
export const saveEmailSettingsInput = emailSettingsFormSchema(false);
