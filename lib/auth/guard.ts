import { forbidden, redirect } from "next/navigation";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { twoFactorRequired } from "../settings";
import { AuthError, requireAdmin } from "./session";

/** The enrolment page passes `withoutTwoFactor`, and so does the layout, which would redirect it too. */
export async function guardPage(min: Role = "viewer", opts: { withoutTwoFactor?: boolean } = {}) {
  let admin: Awaited<ReturnType<typeof requireAdmin>>;
  try {
    admin = await requireAdmin(min);
  } catch (e) {
    if (e instanceof AuthError) {
      if (e.kind === "unauthenticated") redirect("/sign-in");
      forbidden();
    }
    throw e;
  }
  if (!admin.twoFactor && !opts.withoutTwoFactor && (await twoFactorRequired(await getDb()))) {
    redirect("/account/security?required=1");
  }
  return admin;
}
