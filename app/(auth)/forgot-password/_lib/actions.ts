"use server";

import { headers } from "next/headers";
import { after } from "next/server";
import { appendAudit } from "@/lib/audit";
import { clientIp } from "@/lib/auth/client-ip";
import { createPasswordReset } from "@/lib/auth/password";
import { mailOrigin, mailResetLink, PUBLIC_URL_MISSING } from "@/lib/auth/reset-mail";
import { withinLimit } from "@/lib/auth/sign-in-limit";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { forgotPasswordInput } from "@/lib/schemas/admins";
import { publicActionClient } from "@/lib/server/action";
import { mailConfigured } from "@/lib/server/mail";

const SENT =
  "If an account has this email, a link to set a new password is on its way. It works once, for 30 minutes.";
const NO_MAIL =
  "This dashboard sends no mail: ask an owner of the dashboard for a link to set a new password.";

async function mailLinkIfKnown(email: string, ip: string) {
  const db = await getDb();
  // Counted per address and per email, like sign-ins: nobody fills a mailbox or probes at will.
  if (!(await withinLimit(db, `reset-ip:${ip}`, 20)) || !(await withinLimit(db, `reset-email:${email}`, 5))) {
    return;
  }
  const admin = await db
    .selectFrom("admins")
    .select(["id", "email", "role"])
    .where("email", "=", email)
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  if (!admin) return;
  await mailResetLink(admin.email, await createPasswordReset(db, admin.id));
  await appendAudit({
    actorEmail: admin.email,
    actorRole: admin.role,
    action: "account.forgot-password",
    target: admin.email,
    outcome: "ok",
  });
}

// Answers the same sentence, at once, whether or not such an admin exists: the look-up and the mail
// happen after the answer, so neither its words nor its timing tell which emails have an account.
export const requestPasswordResetAction = publicActionClient
  .metadata({ name: "account.forgot-password" })
  .inputSchema(forgotPasswordInput)
  .action(async ({ parsedInput: { email } }) => {
    if (!mailConfigured()) return { message: NO_MAIL };
    if (!mailOrigin()) {
      console.error(`[forgot-password] no reset link was mailed. ${PUBLIC_URL_MISSING}`);
      return { message: SENT };
    }
    const h = await headers();
    const ip = clientIp(Object.fromEntries(h.entries()), env().DASHBOARD_TRUSTED_PROXIES);
    after(() =>
      mailLinkIfKnown(email, ip).catch((e: unknown) => {
        console.error("[forgot-password] the reset link could not be mailed:", e);
      }),
    );
    return { message: SENT };
  });
