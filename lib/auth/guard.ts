import { forbidden, redirect } from "next/navigation";
import type { Role } from "../db/types";
import { AuthError, requireAdmin } from "./session";

/** For pages: the admin with at least `min`; a redirect to sign-in when signed out, a 403 page when the role is too low. */
export async function guardPage(min: Role = "viewer") {
  try {
    return await requireAdmin(min);
  } catch (e) {
    if (e instanceof AuthError) {
      if (e.kind === "unauthenticated") redirect("/sign-in");
      forbidden();
    }
    throw e;
  }
}
