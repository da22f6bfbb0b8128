import { z } from "zod";
import { dataEnvelope, pageEnvelope, unixSeconds } from "./common";
import { eventEnvelopeSchema, triggerIdSchema } from "./events";

/** At most this many webhooks per app (reference §3). */
export const MAX_WEBHOOKS_PER_APP = 25;

/** The password is never answered; `username` only when one is stored. */
export const webhookSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    webhookURL: z.string(),
    useBasicAuth: z.boolean(),
    username: z.string().optional(),
    enabled: z.boolean(),
    retryOnFailure: z.boolean().optional(),
    /** In the published answers; optional so an answer without them still reads. */
    createdAt: unixSeconds.optional(),
    updatedAt: unixSeconds.optional(),
  })
  .strict();
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookEnvelope = dataEnvelope(webhookSchema);
export const webhookListEnvelope = pageEnvelope(webhookSchema);

const webhookFields = {
  id: z
    .string()
    .min(1, "must not be empty")
    .max(50, "must be at most 50 characters")
    .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, _ and -"),
  name: z.string().trim().min(1, "must not be empty").max(50, "must be at most 50 characters"),
  webhookURL: z
    .url({ protocol: /^https?$/, error: "must be an http or https URL" })
    .max(255, "must be at most 255 characters"),
  useBasicAuth: z.boolean(),
  username: z.string().max(50, "must be at most 50 characters"),
  password: z.string().max(100, "must be at most 100 characters"),
  enabled: z.boolean(),
  retryOnFailure: z.boolean(),
};

function requireCredentials(
  b: { useBasicAuth?: boolean; username?: string; password?: string },
  ctx: z.RefinementCtx,
) {
  if (!b.useBasicAuth) return;
  if (!b.username)
    ctx.addIssue({ code: "custom", path: ["username"], message: "is required with useBasicAuth" });
  if (!b.password)
    ctx.addIssue({ code: "custom", path: ["password"], message: "is required with useBasicAuth" });
}

export const createWebhookInput = z
  .object({
    id: webhookFields.id,
    name: webhookFields.name,
    webhookURL: webhookFields.webhookURL,
    useBasicAuth: webhookFields.useBasicAuth.optional().default(false),
    username: webhookFields.username.optional(),
    password: webhookFields.password.optional(),
    enabled: webhookFields.enabled.optional().default(true),
    retryOnFailure: webhookFields.retryOnFailure.optional().default(false),
  })
  .superRefine(requireCredentials);
export type CreateWebhookInput = z.input<typeof createWebhookInput>;

/** A blank password keeps the stored one; credentials are checked against the merged webhook. */
export const updateWebhookInput = z
  .object({
    name: webhookFields.name.optional(),
    webhookURL: webhookFields.webhookURL.optional(),
    useBasicAuth: webhookFields.useBasicAuth.optional(),
    username: webhookFields.username.optional(),
    password: webhookFields.password.optional(),
    enabled: webhookFields.enabled.optional(),
    retryOnFailure: webhookFields.retryOnFailure.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: "at least one field is required" });
export type UpdateWebhookInput = z.input<typeof updateWebhookInput>;

export const triggerIdsInput = z.object({
  triggerIds: z
    .array(z.string().min(1, "must not be empty").max(100, "must be at most 100 characters"))
    .min(1, "must name at least one trigger")
    .max(100, "at most 100 trigger ids"),
});
export type TriggerIdsInput = z.input<typeof triggerIdsInput>;

export const triggerResultsEnvelope = dataEnvelope(
  z.record(z.string(), z.object({ success: z.boolean(), message: z.string() }).strict()),
);

export const webhookTriggerSchema = z.object({ id: triggerIdSchema, description: z.string() }).strict();
export const webhookTriggerListEnvelope = pageEnvelope(webhookTriggerSchema);

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);

export const deliveryAttemptSchema = z
  .object({
    attempt: z.number().int().min(1),
    status: z.number().int().optional(),
    durationMs: z.number().int().min(0),
    error: z.string().optional(),
    attemptedAt: unixSeconds,
  })
  .strict();

export const deliverySchema = z
  .object({
    id: z.string(),
    trigger: triggerIdSchema,
    state: deliveryStateSchema,
    attempts: z.number().int().min(0),
    createdAt: unixSeconds,
    nextAttemptAt: unixSeconds.optional(),
    lastStatus: z.number().int().optional(),
    /** [ours] When it was last sent again after failing (sandbox). */
    redeliveredAt: unixSeconds.optional(),
    payload: eventEnvelopeSchema,
    attemptsLog: z.array(deliveryAttemptSchema),
  })
  .strict();
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveryListEnvelope = pageEnvelope(deliverySchema);
export const deliveryEnvelope = dataEnvelope(deliverySchema);

/** [ours] The sandbox's answer to sending a webhook's failed deliveries again: how many, in a sentence too. */
export const redeliverResultEnvelope = dataEnvelope(
  z.object({ success: z.boolean(), redelivered: z.number().int().min(0), message: z.string() }).strict(),
);
