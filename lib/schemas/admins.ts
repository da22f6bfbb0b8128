import { z } from "zod";

/** An admin's email, as stored: trimmed and lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().email("Enter a valid email address.").max(254);

/** A dashboard password. */
export const passwordSchema = z
  .string()
  .min(12, "Use at least 12 characters.")
  .max(200, "Use at most 200 characters.");

export const roleSchema = z.enum(["owner", "admin", "moderator", "viewer"], { error: "Choose a role." });

/** The sign-in form; the server checks the pair, the browser only that both are there. */
export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(200, "Use at most 200 characters."),
});

/** An owner's invitation of a new admin. */
export const inviteAdminInput = z.object({ email: emailSchema, role: roleSchema });

/** The invitee's account; the token comes from the invitation link. */
export const acceptInviteInput = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The passwords do not match." });
