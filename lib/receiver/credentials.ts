import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

/** Bounded so a probe never reaches the store. */
export const ENDPOINT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const newEndpointId = () => `ep_${randomBytes(12).toString("base64url")}`;
export const newUsername = () => `hook_${randomBytes(6).toString("base64url")}`;
export const newPassword = () => randomBytes(32).toString("base64url");

/** Derived from the encryption key so every instance agrees. */
export function deriveReceiverKey(encryptionKeyBase64: string): Buffer {
  return Buffer.from(
    hkdfSync("sha256", Buffer.from(encryptionKeyBase64, "base64"), "", "webhook-receiver-credentials", 32),
  );
}

/** The passwords are random and long, so a slow KDF would add only a per-request cost. */
export function hashCredential(key: Buffer, password: string): string {
  return `hmac$${createHmac("sha256", key).update(password, "utf8").digest("base64url")}`;
}

/** A length mismatch is not secret here. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

export function parseBasicAuth(header: string | null): { username: string; password: string } | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export interface EndpointSecrets {
  username: string;
  password_hash: string;
  previous_password_hash: string | null;
  previous_expires_at: number | null;
}

/** Both hashes are always compared, so timing says nothing. */
export function credentialsMatch(
  key: Buffer,
  endpoint: EndpointSecrets,
  given: { username: string; password: string },
  nowSeconds: number,
): boolean {
  const hash = hashCredential(key, given.password);
  const userOk = safeEqual(given.username, endpoint.username);
  const currentOk = safeEqual(hash, endpoint.password_hash);
  const previousOk = endpoint.previous_password_hash
    ? safeEqual(hash, endpoint.previous_password_hash)
    : false;
  const previousLive = endpoint.previous_expires_at !== null && nowSeconds < endpoint.previous_expires_at;
  return userOk && (currentOk || (previousOk && previousLive));
}
