"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { actionClient } from "@/lib/action";
import { changeRole, setDisabled } from "@/lib/auth/accounts";
import { createInvitation } from "@/lib/auth/invitations";
import { getDb } from "@/lib/db";
import { inviteAdminInput, roleSchema as role } from "@/lib/schemas/admins";

/** Invites an admin: answers the one-time link path, which is shown once (there is no mail here). */
export const inviteAdminAction = actionClient
  .metadata({ name: "admins.invite", minRole: "owner", mutation: true })
  .inputSchema(inviteAdminInput)
  .action(async ({ parsedInput, ctx }) => {
    const inv = await createInvitation(await getDb(), { ...parsedInput, invitedBy: ctx.admin.id });
    revalidatePath("/admins");
    return { path: `/invite/${inv.token}`, email: inv.email, expiresAt: inv.expiresAt };
  });

/** Changes another admin's role. */
export const changeRoleAction = actionClient
  .metadata({ name: "admins.change-role", minRole: "owner", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100), role }))
  .action(async ({ parsedInput, ctx }) => {
    const out = await changeRole(await getDb(), ctx.admin.id, parsedInput.id, parsedInput.role);
    revalidatePath("/admins");
    return out;
  });

/** Disables or re-enables another admin; a disabled admin's session stops working at once. */
export const setDisabledAction = actionClient
  .metadata({ name: "admins.set-disabled", minRole: "owner", mutation: true })
  .inputSchema(z.object({ id: z.string().min(1).max(100), disabled: z.boolean() }))
  .action(async ({ parsedInput, ctx }) => {
    const out = await setDisabled(await getDb(), ctx.admin.id, parsedInput.id, parsedInput.disabled);
    revalidatePath("/admins");
    return out;
  });
