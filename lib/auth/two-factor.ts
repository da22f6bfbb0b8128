import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { seal, unseal, verifyPassword } from "../crypto";
import { type Db, nowSeconds } from "../db";
import { UserFacingError } from "../user-facing-error";

const ISSUER = "Chat admin dashboard";
const RECOVERY_CODES = 10;

export class TwoFactorError extends UserFacingError {}

export const ALREADY_ON =
  "Two-factor sign-in is already on. To set it up again, turn it off first, with your password and a code.";

const totp = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });

/** The time step `code` is the TOTP of (now, or one step either side, for clock drift), if any. */
export function totpStep(secret: string, code: string): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const t = totp(secret);
  const timestamp = Date.now();
  const delta = t.validate({ token, timestamp, window: 1 });
  return delta === null ? undefined : t.counter({ timestamp }) + delta;
}

/**
 * Takes the code's time step for the admin, so the same code (or an older one) never works again,
 * however many requests present it at once.
 */
async function spendStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const taken = await db
    .updateTable("admins")
    .set({ totp_last_step: step })
    .where("id", "=", adminId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const hashCode = (code: string) => createHash("sha256").update(normalise(code)).digest("base64url");

/** Refused while two-factor sign-in is on: a new secret would turn it off without a code. */
export async function startEnrolment(db: Db, admin: { id: string; email: string }) {
  const secret = new Secret({ size: 20 }).base32;
  const started = await db
    .updateTable("admins")
    .set({ totp_secret: seal(secret), totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", admin.id)
    .where("totp_enabled_at", "is", null)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) !== 1) throw new TwoFactorError(ALREADY_ON);
  const uri = totp(secret, admin.email).toString();
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

export async function confirmEnrolment(db: Db, adminId: string, code: string): Promise<string[] | undefined> {
  const row = await db
    .selectFrom("admins")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  // Confirming again would hand out new recovery codes for a code alone.
  if (row?.totp_enabled_at) throw new TwoFactorError(ALREADY_ON);
  const step = row?.totp_secret ? totpStep(unseal(row.totp_secret), code) : undefined;
  if (step === undefined) return undefined;
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString("hex");
    return `${raw.slice(0, 8)}-${raw.slice(8)}`;
  });
  const confirmed = await db.transaction().execute(async (tx) => {
    if (!(await spendStep(tx, adminId, step))) return false;
    await tx.updateTable("admins").set({ totp_enabled_at: nowSeconds() }).where("id", "=", adminId).execute();
    await tx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
    await tx
      .insertInto("recovery_codes")
      .values(codes.map((c) => ({ admin_id: adminId, code_hash: hashCode(c), used_at: null })))
      .execute();
    return true;
  });
  return confirmed ? codes : undefined;
}

export async function twoFactorEnabled(db: Db, adminId: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select("totp_enabled_at")
    .where("id", "=", adminId)
    .executeTakeFirst();
  return Boolean(row?.totp_enabled_at);
}

/** Whether `code` is a right TOTP or recovery code; either is used up by this check, so it works once. */
export async function secondFactorValid(db: Db, adminId: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("admins")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  if (!row?.totp_secret || !row.totp_enabled_at) return false;
  const step = totpStep(unseal(row.totp_secret), code);
  if (step !== undefined) return spendStep(db, adminId, step);
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
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", adminId)
      .execute();
    await tx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
  });
}

/**
 * Turns two-factor sign-in off with the admin's password and a code. The code is checked, and so used
 * up, even when the password is wrong: a code once presented never works again.
 */
export async function turnOffTwoFactor(
  db: Db,
  adminId: string,
  password: string,
  code: string,
): Promise<"off" | "wrong-password" | "wrong-code"> {
  const row = await db
    .selectFrom("admins")
    .select("password_hash")
    .where("id", "=", adminId)
    .executeTakeFirst();
  const [passwordRight, codeRight] = await Promise.all([
    row ? verifyPassword(password, row.password_hash) : false,
    secondFactorValid(db, adminId, code),
  ]);
  if (!passwordRight) return "wrong-password";
  if (!codeRight) return "wrong-code";
  await disableTwoFactor(db, adminId);
  return "off";
}
