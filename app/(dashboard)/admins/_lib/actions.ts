"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { changeRole, listAdmins, setDisabled } from "@/lib/auth/accounts";
import { createInvitation } from "@/lib/auth/invitations";
import { createPasswordReset } from "@/lib/auth/password";
import { mailedLink, mailOrigin, mailResetLink, PUBLIC_URL_MISSING } from "@/lib/auth/reset-mail";
import { getDb } from "@/lib/db";
import { listAdminsQuery } from "@/lib/inputs/admins-query";
import { inviteAdminInput, roleSchema as role } from "@/lib/schemas/admins";
import { actionClient, UserFacingError } from "@/lib/server/action";
import { mailConfigured, sendMail } from "@/lib/server/mail";
import { setSetting } from "@/lib/settings";

export const listAdminsAction = actionClient
  .metadata({ name: "admins.list", minRole: "owner", mutation: false })
  .inputSchema(listAdminsQuery)
  .action(async ({ parsedInput }) => listAdmins(await getDb(), parsedInput));

export const inviteAdminAction = actionClient
  .metadata({ name: "admins.invite", minRole: "owner", mutation: true })
  .inputSchema(inviteAdminInput)
  .action(async ({ parsedInput, ctx }) => {
    // Checked before the invitation exists, so a refusal leaves nothing behind.
    if (mailConfigured() && !mailOrigin()) throw new UserFacingError(PUBLIC_URL_MISSING);
    const inv = await createInvitation(await getDb(), { ...parsedInput, invitedBy: ctx.admin.id });
    revalidatePath("/admins");
    const path = `/invite/${inv.token}`;
    if (mailConfigured()) {
      await sendMail({
        to: inv.email,
        subject: "You are invited to the chat admin dashboard",
        text: [
          `${ctx.admin.name} invited you to administer their chat and calling apps.`,
          "",
          "Open this link within 7 days to choose your name and password (it works once):",
          mailedLink(path),
        ].join("\n"),
      });
      return { emailed: true as const, email: inv.email, expiresAt: inv.expiresAt };
    }
    return { emailed: false as const, path, email: inv.email, expiresAt: inv.expiresAt };
  });

export const createResetLinkAction = actionClient
  .metadata({ name: "admins.reset-link", minRole: "owner", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100) }))
  .action(async ({ parsedInput, ctx }) => {
    const db = await getDb();
    const admin = await db
      .selectFrom("admins")
      .select(["id", "email"])
      .where("id", "=", parsedInput.id)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    if (!admin || admin.id === ctx.admin.id) {
      throw new UserFacingError(
        "Reset links are for other, enabled admins: change your own password under Account security.",
      );
    }
    if (mailConfigured() && !mailOrigin()) throw new UserFacingError(PUBLIC_URL_MISSING);
    const token = await createPasswordReset(db, admin.id);
    if (mailConfigured()) {
      await mailResetLink(admin.email, token);
      return { emailed: true as const, email: admin.email };
    }
    // A path: the browser that asked puts its own address in front, as for invitations; no request header does.
    return { emailed: false as const, email: admin.email, path: `/reset-password/${token}` };
  });

export const setRequireTwoFactorAction = actionClient
  .metadata({ name: "admins.require-two-factor", minRole: "owner", mutation: true })
  .inputSchema(z.object({ required: z.boolean() }))
  .action(async ({ parsedInput, ctx }) => {
    // Otherwise the owner's own next page would send them to enrol, away from this switch.
    if (parsedInput.required && !ctx.admin.twoFactor) {
      throw new UserFacingError("Turn on your own two-factor sign-in first, under Account security.");
    }
    await setSetting(await getDb(), "requireTwoFactor", String(parsedInput.required));
    revalidatePath("/admins");
    return parsedInput;
  });

export const changeRoleAction = actionClient
  .metadata({ name: "admins.change-role", minRole: "owner", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100), role }))
  .action(async ({ parsedInput, ctx }) => {
    const out = await changeRole(await getDb(), ctx.admin.id, parsedInput.id, parsedInput.role);
    revalidatePath("/admins");
    return out;
  });

export const setDisabledAction = actionClient
  .metadata({ name: "admins.set-disabled", minRole: "owner", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100), disabled: z.boolean() }))
  .action(async ({ parsedInput, ctx }) => {
    const out = await setDisabled(await getDb(), ctx.admin.id, parsedInput.id, parsedInput.disabled);
    revalidatePath("/admins");
    return out;
  });
