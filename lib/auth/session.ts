import { cache } from "react";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { atLeast } from "./roles";
import { sessionClaims } from "./session-token";
import { type SessionAdmin, sessionAdmin } from "./sessions";

export type Admin = SessionAdmin;

export class AuthError extends Error {
  constructor(
    readonly kind: "unauthenticated" | "forbidden",
    message: string,
    readonly admin?: Admin,
  ) {
    super(message);
  }
}

/** Read from the store on every request, so a revocation or role change takes effect at once everywhere. */
export const currentAdmin = cache(async (): Promise<Admin | undefined> => {
  const claims = await sessionClaims();
  if (!claims) return undefined;
  return sessionAdmin(await getDb(), claims.sessionId, claims.adminId);
});

export async function requireAdmin(min: Role = "viewer"): Promise<Admin> {
  const admin = await currentAdmin();
  if (!admin) throw new AuthError("unauthenticated", "Sign in to continue.");
  if (!atLeast(admin.role, min)) {
    throw new AuthError("forbidden", `This needs the ${min} role or higher.`, admin);
  }
  return admin;
}
