"use server";

import { appendAudit } from "@/lib/audit";
import { resetPassword, resetTarget } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { resetPasswordInput } from "@/lib/schemas/admins";
import { publicActionClient, UserFacingError } from "@/lib/server/action";

export const resetPasswordAction = publicActionClient
  .metadata({ name: "account.reset-password" })
  .inputSchema(resetPasswordInput)
  .action(async ({ parsedInput }) => {
    const db = await getDb();
    const target = await resetTarget(db, parsedInput.token);
    if (!target || !(await resetPassword(db, parsedInput.token, parsedInput.password))) {
      throw new UserFacingError("This link is not valid any more: ask for a new one.");
    }
    await appendAudit({
      actorEmail: target.email,
      actorRole: "none",
      action: "account.reset-password",
      target: target.email,
      outcome: "ok",
    });
    return { email: target.email };
  });
