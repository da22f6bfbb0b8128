import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { env } from "./env";

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize("NFKC"), salt, 32, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(expected, actual);
}

const SHARED_SECRETS = { nextauth: "NEXTAUTH_SECRET", encryption: "DASHBOARD_ENCRYPTION_KEY" } as const;

/** Secrets generated per data directory would disagree between instances sharing one store. */
export function missingSharedSecrets(e = env()): string | undefined {
  if (!e.DATABASE_URL) return undefined;
  const missing = [
    e.NEXTAUTH_SECRET ? undefined : SHARED_SECRETS.nextauth,
    e.DASHBOARD_ENCRYPTION_KEY ? undefined : SHARED_SECRETS.encryption,
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return (
    `DATABASE_URL is set, so every dashboard instance must be given the same ${missing.join(" and ")}: ` +
    "set them in the environment (secrets generated per data directory would differ between instances)."
  );
}

export function persistentSecret(name: string, given?: string): string {
  if (given) return given;
  const shared = missingSharedSecrets();
  if (shared) throw new Error(shared);
  const dir = path.resolve(env().DASHBOARD_DATA_DIR);
  const file = path.join(dir, `${name}.key`);
  // Read once per process: every request's session check and unsealing needs it.
  const known = secrets.get(file);
  if (known) return known;
  let value: string;
  if (existsSync(file)) value = readFileSync(file, "utf8").trim();
  else {
    mkdirSync(dir, { recursive: true });
    value = randomBytes(32).toString("base64");
    writeFileSync(file, value, { mode: 0o600, flag: "wx" });
  }
  secrets.set(file, value);
  return value;
}

const secrets = new Map<string, string>();

function encryptionKey(): Buffer {
  const raw = persistentSecret("encryption", env().DASHBOARD_ENCRYPTION_KEY);
  const key = Buffer.from(raw, "base64");
  if (key.length !== 32) throw new Error("DASHBOARD_ENCRYPTION_KEY must be 32 bytes, base64-encoded.");
  return key;
}

export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((x) => (typeof x === "string" ? x : x.toString("base64")))
    .join(".");
}

export function unseal(sealed: string): string {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || !data) throw new Error("Unrecognised sealed value.");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
}
