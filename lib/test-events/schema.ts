import { z } from "zod";

const testTarget = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("receiver"), endpointId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal("webhook"), webhookId: z.string().min(1).max(50) }),
]);

export const sendTestEventInput = z.object({
  trigger: z.string().trim().min(1, { error: "Pick a trigger." }).max(100),
  target: testTarget,
});
export type SendTestEventInput = z.infer<typeof sendTestEventInput>;
