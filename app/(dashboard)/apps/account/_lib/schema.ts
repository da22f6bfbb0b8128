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
