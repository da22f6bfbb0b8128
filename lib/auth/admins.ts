import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "../crypto";
import { type Db, getDb, nowSeconds } from "../db";
import type { Role } from "../db/types";
import { emailSchema, passwordSchema } from "../schemas/admins";

export { emailSchema, passwordSchema } from "../schemas/admins";

export async function createAdmin(
  db: Db,
  input: { email: string; name: string; role: Role; password: string },
) {
  const email = emailSchema.parse(input.email);
  const exists = await db.selectFrom("admins").select("id").where("email", "=", email).executeTakeFirst();
  if (exists) throw new Error(`An admin with the email ${email} already exists.`);
  const row = {
    id: randomUUID(),
    email,
    name: input.name.trim() || email,
    role: input.role,
    password_hash: await hashPassword(passwordSchema.parse(input.password)),
    created_at: nowSeconds(),
    disabled_at: null,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  };
  await db.insertInto("admins").values(row).execute();
  return { id: row.id, email: row.email, role: row.role };
}

export async function ensureOwner(email?: string, password?: string) {
  if (!email || !password) return undefined;
  const db = await getDb();
  const owner = await db.selectFrom("admins").select("id").where("role", "=", "owner").executeTakeFirst();
  if (owner) return undefined;
  return createAdmin(db, { email, name: "Owner", role: "owner", password });
}

export async function checkCredentials(email: string, password: string) {
  const db = await getDb();
  const row = await db
    .selectFrom("admins")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row || row.disabled_at) {
    // Spend the same time as a real check so timing does not reveal which emails exist.
    await verifyPassword(
      password,
      "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
    );
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash)) ? row : undefined;
}
