import { getDb } from "../db";
import type { Role } from "../db/types";
import { adminGeneration, cachedAdmin, rememberAdmin } from "./admin-cache";
import { atLeast } from "./roles";
import { sessionAdminId } from "./session-token";

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

/**
 * The signed-in admin, re-read from the store so a disabled account or changed role takes effect: at once
 * for changes made by this server (they drop the cached row), within `ADMIN_TTL_MS` for changes made
 * elsewhere (the `admin` CLI, another instance).
 */
export async function currentAdmin(): Promise<Admin | undefined> {
  const id = await sessionAdminId();
  if (!id) return undefined;
  const cached = cachedAdmin(id);
  if (cached !== undefined) return cached ?? undefined;
  const readAt = adminGeneration();
  const db = await getDb();
  const row = await db
    .selectFrom("admins")
    .select(["id", "email", "name", "role", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  const admin =
    !row || row.disabled_at ? null : { id: row.id, email: row.email, name: row.name, role: row.role };
  rememberAdmin(id, admin, readAt);
  return admin ?? undefined;
}

/** The signed-in admin holding at least `min`; throws AuthError otherwise. */
export async function requireAdmin(min: Role = "viewer"): Promise<Admin> {
  const admin = await currentAdmin();
  if (!admin) throw new AuthError("unauthenticated", "Sign in to continue.");
  if (!atLeast(admin.role, min)) throw new AuthError("forbidden", `This needs the ${min} role or higher.`);
  return admin;
}
