import type { Db } from "../db/types";

export const tenantExists = (db: Db, email: string) =>
  db.prepare("SELECT 1 FROM tenants WHERE email = ?").get(email) !== undefined;

/** A customer account, with the app it was made with (only a hash of its password is given). */
export function insertTenant(
  db: Db,
  t: {
    email: string;
    name: string;
    passwordHash: string;
    contactNumber: string | null;
    role: string | null;
    industry: string | null;
    technology: string | null;
    appId: string;
  },
  now: number,
) {
  db.prepare(
    `INSERT INTO tenants (email, name, password_hash, contact_number, role, industry, technology, app_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.email, t.name, t.passwordHash, t.contactNumber, t.role, t.industry, t.technology, t.appId, now);
}
