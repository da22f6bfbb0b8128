import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { seal, unseal } from "../crypto";
import { type Db, nowSeconds } from "../db";

const ISSUER = "Chat admin dashboard";
const RECOVERY_CODES = 10;

const totp = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });

/** Whether `code` is the TOTP of `secret` now (or one step either side, for clock drift). */
export function totpValid(secret: string, code: string): boolean {
  const token = code.replace(/\s/g, "");
  return /^\d{6}$/.test(token) && totp(secret).validate({ token, window: 1 }) !== null;
}

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashCode = (code: string) => createHash("sha256").update(normalise(code)).digest("base64url");

export async function startEnrolment(db: Db, admin: { id: string; email: string }) {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .updateTable("admins")
    .set({ totp_secret: seal(secret), totp_enabled_at: null })
    .where("id", "=", admin.id)
    .execute();
  const uri = totp(secret, admin.email).toString();
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

export async function confirmEnrolment(db: Db, adminId: string, code: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom("admins")
    .select("totp_secret")
    .where("id", "=", adminId)
    .executeTakeFirst();
  if (!row?.totp_secret || !totpValid(unseal(row.totp_secret), code)) return undefined;
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString("hex");
    return `${raw.slice(0, 8)}-${raw.slice(8)}`;
  });
  await db.transaction().execute(async (tx) => {
    await tx.updateTable("admins").set({ totp_enabled_at: nowSeconds() }).where("id", "=", adminId).execute();
    await tx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
    await tx
      .insertInto("recovery_codes")
      .values(codes.map((c) => ({ admin_id: adminId, code_hash: hashCode(c), used_at: null })))
      .execute();
  });
  return codes;
}

export async function twoFactorEnabled(db: Db, adminId: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("totp_enabled_at")
    .where("id", "=", adminId)
    .executeTakeFirst();
  return Boolean(row?.totp_enabled_at);
}

export async function secondFactorValid(db: Db, adminId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  if (!row?.totp_secret || !row.totp_enabled_at) return false;
  if (totpValid(unseal(row.totp_secret), code)) return true;
  const used = await db
    .updateTable("recovery_codes")
    .set({ used_at: nowSeconds() })
    .where("admin_id", "=", adminId)
    .where("code_hash", "=", hashCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

export async function disableTwoFactor(db: Db, adminId: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable("admins")
      .set({ totp_secret: null, totp_enabled_at: null })
      .where("id", "=", adminId)
      .execute();
    await tx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  });
}
