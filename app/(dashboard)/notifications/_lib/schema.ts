import { z } from "zod";
import { providerId } from "@/lib/schemas/notifications";
import { uidSchema } from "@/lib/schemas/users";

export const pushProviderRef = z.object({ platform: z.enum(["fcm", "apns"]), providerId });

export const singleKind = z.object({
  kind: z.enum(["push-custom", "twilio", "sms-custom", "sendgrid", "email-custom"]),
});

/** A test notification: a real message from `sender` to `recipient`, and the log entries it makes. */
export const testSendInput = z
  .object({
    recipient: uidSchema,
    sender: uidSchema,
    text: z.string().trim().min(1, "Write the message to send.").max(1000, "At most 1000 characters."),
  })
  .refine((v) => v.recipient.toLowerCase() !== v.sender.toLowerCase(), {
    path: ["sender"],
    error: "Choose someone other than the recipient: a user cannot message themselves.",
  });
export type TestSendInput = z.input<typeof testSendInput>;
