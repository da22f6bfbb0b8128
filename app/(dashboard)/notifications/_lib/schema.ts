import { z } from "zod";
import { apnsFields, providerId } from "@/lib/schemas/notifications";

const credentialFile = (what: string) =>
  z.object(
    {
      name: z.string().max(255),
      text: z
        .string()
        .min(1, `The file is empty: choose ${what}.`)
        .max(20_000, `The file is larger than ${what} (20 KB at most).`),
    },
    { error: `Choose ${what}.` },
  );

/** Blank: the service names the provider. */
const optionalId = z.union([z.literal(""), providerId]);

export const addFcmProviderInput = z.object({
  providerId: optionalId,
  file: credentialFile("the service account's JSON file"),
});
export type AddFcmProviderInput = z.input<typeof addFcmProviderInput>;

export const addApnsProviderInput = z.object({
  providerId: optionalId,
  file: credentialFile("the .p8 key file"),
  keyId: apnsFields.keyId,
  teamId: apnsFields.teamId,
  bundleId: apnsFields.bundleId,
  productionMode: z.boolean(),
});
export type AddApnsProviderInput = z.input<typeof addApnsProviderInput>;

export const pushProviderRef = z.object({ platform: z.enum(["fcm", "apns"]), providerId });
