import { z } from "zod";
import { regionSchema } from "./apps";
import { dataEnvelope, unixSeconds } from "./common";

const text = (max: number) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.string({ error: "must be a string" }).trim().max(max, `must be at most ${max} characters`).optional();

/** The published body of POST /tenants: a customer account and its first app. Limits are ours. */
export const addTenantInput = z.strictObject({
  name: text(100),
  email: z.email({ error: "must be an email address" }).max(254, "must be at most 254 characters"),
  password: z
    .string({ error: "must be a string" })
    .min(8, "must be at least 8 characters")
    .max(128, "must be at most 128 characters"),
  contactNumber: optionalText(30),
  role: optionalText(100),
  appName: text(100),
  appRegion: regionSchema,
  industry: optionalText(100),
  technology: optionalText(100),
});
export type AddTenantInput = z.input<typeof addTenantInput>;

/** As the published example answers: the account, and its app with both keys. */
export const tenantSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    createdAt: unixSeconds,
    contactNumber: z.string().optional(),
    app: z
      .object({
        name: z.string(),
        appId: z.string(),
        region: regionSchema,
        authKey: z.string(),
        apiKey: z.string(),
        createdAt: unixSeconds,
        plan: z.string(),
      })
      .strict(),
  })
  .strict();
export const tenantEnvelope = dataEnvelope(tenantSchema);
