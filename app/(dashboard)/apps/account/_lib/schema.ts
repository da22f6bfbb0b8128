import { z } from "zod";
import { REGIONS } from "@/lib/schemas/apps";

export const createAccountAppInput = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(100, "Use at most 100 characters."),
  region: z.enum(REGIONS, { error: "Choose us, eu or in." }),
  version: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Enter the API version number, e.g. 3."),
});
export type CreateAccountAppInput = z.infer<typeof createAccountAppInput>;

const appId = z.string().trim().min(1).max(100);

export const deleteAccountAppInput = z.object({ appId });

// The server looks the key up itself, so no key comes from the browser.
export const connectAccountAppInput = z.object({
  appId,
  name: z.string().trim().min(1).max(80, "Use at most 80 characters."),
});

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((v) => v || undefined);

/** A customer account (POST /tenants) as its form asks for it; empty optional fields are left out. */
export const addCustomerAccountInput = z.object({
  name: z.string().trim().min(1, "Enter the customer's name.").max(100, "Use at most 100 characters."),
  email: z.email({ error: "Enter an email address." }).max(254, "Use at most 254 characters."),
  password: z.string().min(8, "Use at least 8 characters.").max(128, "Use at most 128 characters."),
  contactNumber: optional(30),
  role: optional(100),
  appName: z.string().trim().min(1, "Enter the app's name.").max(100, "Use at most 100 characters."),
  appRegion: z.enum(REGIONS, { error: "Choose us, eu or in." }),
  industry: optional(100),
  technology: optional(100),
});
export type AddCustomerAccountValues = z.input<typeof addCustomerAccountInput>;
