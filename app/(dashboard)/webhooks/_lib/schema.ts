import { z } from "zod";
import { listDeliveriesInput, webhookIdField } from "@/lib/inputs/webhooks-query";
import { triggerIdSchema } from "@/lib/schemas/events";
import { webhookUrlProblem } from "@/lib/shared/webhook-url-rule";

// Shared with the list's CSV export (lib/exports).
export { listDeliveriesInput, webhookIdField };

const fields = {
  name: z.string().trim().min(1, "Enter a name.").max(50, "Use at most 50 characters."),
  webhookURL: z
    .string()
    .trim()
    .min(1, "Enter the URL deliveries go to.")
    .max(255, "Use at most 255 characters.")
    .superRefine((v, ctx) => {
      const problem = webhookUrlProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  useBasicAuth: z.boolean(),
  username: z.string().trim().max(50, "Use at most 50 characters."),
  /** Never prefilled: blank keeps the stored password when editing. */
  password: z.string().max(100, "Use at most 100 characters."),
  enabled: z.boolean(),
  retryOnFailure: z.boolean(),
  triggerIds: z.array(triggerIdSchema).max(100),
};

export function webhookFormSchema(passwordRequired: boolean) {
  return z.object({ id: webhookIdField, ...fields }).superRefine((v, ctx) => {
    if (!v.useBasicAuth) return;
    if (!v.username) ctx.addIssue({ code: "custom", path: ["username"], message: "Enter a username." });
    if (passwordRequired && !v.password)
      ctx.addIssue({ code: "custom", path: ["password"], message: "Enter a password." });
  });
}
export type WebhookForm = z.infer<ReturnType<typeof webhookFormSchema>>;

export const createWebhookActionInput = webhookFormSchema(true);

export const updateWebhookActionInput = webhookFormSchema(false).safeExtend({
  previousTriggerIds: z.array(triggerIdSchema).max(100),
});

export const webhookIdInput = z.object({ id: webhookIdField });
export const toggleWebhookInput = z.object({ id: webhookIdField, enabled: z.boolean() });

export const redeliverFailedInput = z.object({ webhookId: webhookIdField });
export const redeliverDeliveryInput = redeliverFailedInput.extend({
  deliveryId: z.string().regex(/^\d{1,15}$/, "A delivery id is a number."),
});
