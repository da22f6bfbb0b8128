import { getServerSession } from "next-auth";
import { getDb } from "../db";
import type { Role } from "../db/types";
import { authOptions } from "./options";
import { atLeast } from "./roles";

export interface Admin {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export class AuthError extends Error {
  constructor(
    readonly kind: "unauthenticated" | "forbidden",
    message: string,
  ) {
    super(message);
  }
}

/** The signed-in admin, re-read from the store so a disabled account or changed role takes effect at once. */
export async function currentAdmin(): Promise<Admin | undefined> {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return undefined;
  const db = await getDb();
  const row = await db
    .selectFrom("admins")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where("id", "=", session.user.id)
    .executeTakeFirst();
  if (!row || row.disabled_at) return undefined;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

/** The signed-in admin holding at least `min`; throws AuthError otherwise. */
export async function requireAdmin(min: Role = "viewer"): Promise<Admin> {
  const admin = await currentAdmin();
  if (!admin) throw new AuthError("unauthenticated", "Sign in to continue.");
  if (!atLeast(admin.role, min)) throw new AuthError("forbidden", `This needs the ${min} role or higher.`);
  return admin;
}
