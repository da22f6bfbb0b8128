import { z } from "zod";

export const emailSchema = z.string().trim().toLowerCase().email("Enter a valid email address.").max(254);

export const passwordSchema = z
  .string()
  .min(12, "Use at least 12 characters.")
  .max(200, "Use at most 200 characters.");

export const roleSchema = z.enum(["owner", "admin", "moderator", "viewer"], { error: "Choose a role." });
/** An admin's role in the dashboard. */
export type Role = z.infer<typeof roleSchema>;

export const ADMIN_STATUSES = ["active", "disabled"] as const;
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 25;

export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password.").max(200, "Use at most 200 characters."),
  code: z.string().trim().max(40, "Use at most 40 characters.").optional(),
});

export const SECOND_FACTOR_NEEDED = "Enter the code from your authenticator app, or a recovery code.";

const sixDigits = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from the app.");

const newPassword = { password: passwordSchema, confirm: z.string().max(200) };
const samePasswords: [
  (v: { password: string; confirm: string }) => boolean,
  { path: PropertyKey[]; error: string },
] = [(v) => v.password === v.confirm, { path: ["confirm"], error: "The passwords do not match." }];

export const changePasswordInput = z
  .object({ current: z.string().min(1, "Enter your current password.").max(200), ...newPassword })
  .refine(...samePasswords);
export const resetPasswordInput = z
  .object({ token: z.string().min(1).max(200), ...newPassword })
  .refine(...samePasswords);
export const forgotPasswordInput = z.object({ email: emailSchema });
export const confirmTotpInput = z.object({ code: sixDigits });
export const disableTotpInput = z.object({
  password: z.string().min(1, "Enter your password.").max(200),
  code: z.string().trim().min(1, "Enter a code from the app or a recovery code.").max(40),
});

export const inviteAdminInput = z.object({ email: emailSchema, role: roleSchema });

export const acceptInviteInput = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
    ...newPassword,
  })
  .refine(...samePasswords);
