import { cache } from "react";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { atLeast } from "./roles";
import { sessionClaims } from "./session-token";
import { type SessionAdmin, sessionAdmin } from "./sessions";

/** A signed-in admin, with the session they act in. */
export type Admin = SessionAdmin;

export class AuthError extends Error {
  constructor(
    readonly kind: "unauthenticated" | "forbidden",
    message: string,
    /** The signed-in admin whose role fell short (forbidden only). */
    readonly admin?: Admin,
  ) {
    super(message);
  }
}

/**
 * The signed-in admin, read with their session from the store on every request (once per render): a
 * revoked session, a disabled account or a changed role takes effect at once, on every instance.
 */
export const currentAdmin = cache(async (): Promise<Admin | undefined> => {
  const claims = await sessionClaims();
  if (!claims) return undefined;
  return sessionAdmin(await getDb(), claims.sessionId, claims.adminId);
});

/** The signed-in admin holding at least `min`; throws AuthError otherwise. */
export async function requireAdmin(min: Role = "viewer"): Promise<Admin> {
  const admin = await currentAdmin();
  if (!admin) throw new AuthError("unauthenticated", "Sign in to continue.");
  if (!atLeast(admin.role, min)) {
    throw new AuthError("forbidden", `This needs the ${min} role or higher.`, admin);
  }
  return admin;
}
