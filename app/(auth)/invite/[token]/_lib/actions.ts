"use server";

import { z } from "zod";
import { publicActionClient } from "@/lib/action";
import { appendAudit } from "@/lib/audit";
import { passwordSchema } from "@/lib/auth/admins";
import { acceptInvitation } from "@/lib/auth/invitations";
import { getDb } from "@/lib/db";

const acceptInviteSchema = z
  .object({
    token: z.string().min(1).max(200),
    name: z.string().trim().min(1, "Enter your name.").max(100),
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The passwords do not match." });

/** Creates the invitee's account from a valid invitation; the only action open to a signed-out visitor. */
export const acceptInviteAction = publicActionClient
  .metadata({ name: "admins.accept-invite" })
  .inputSchema(acceptInviteSchema)
  .action(async ({ parsedInput }) => {
    const made = await acceptInvitation(await getDb(), parsedInput);
    await appendAudit({
      actorEmail: made.email,
      actorRole: made.role,
      action: "admins.accept-invite",
      target: made.email,
      outcome: "ok",
    });
    return { email: made.email };
  });
