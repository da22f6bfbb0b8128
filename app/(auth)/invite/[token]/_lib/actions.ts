"use server";

import { appendAudit } from "@/lib/audit";
import { acceptInvitation } from "@/lib/auth/invitations";
import { getDb } from "@/lib/db";
import { acceptInviteInput } from "@/lib/schemas/admins";
import { publicActionClient } from "@/lib/server/action";

// The only action open to a signed-out visitor.
export const acceptInviteAction = publicActionClient
  .metadata({ name: "admins.accept-invite" })
  .inputSchema(acceptInviteInput)
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
