import { decode } from "next-auth/jwt";
import { persistentSecret } from "../crypto";
import { env } from "../env";

const NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;
const MAX_ENTRIES = 1_000;

interface Claims {
  sub: string;
  sid: string;
  signedInAt: number;
  exp: number;
}

// The JWE is authenticated, so its decryption can be cached; expiry checks still run on every use.
const decoded = new Map<string, Claims | null>();

async function claimsOf(token: string): Promise<Claims | null> {
  const hit = decoded.get(token);
  if (hit !== undefined) return hit;
  const secret = persistentSecret("nextauth", env().NEXTAUTH_SECRET);
  const payload = await decode({ token, secret }).catch(() => null);
  const claims =
    payload &&
    typeof payload.sub === "string" &&
    typeof payload.sid === "string" &&
    typeof payload.signedInAt === "number"
      ? { sub: payload.sub, sid: payload.sid, signedInAt: payload.signedInAt, exp: Number(payload.exp ?? 0) }
      : null;
  if (decoded.size >= MAX_ENTRIES) decoded.clear();
  decoded.set(token, claims);
  return claims;
}

/** Whether the session was revoked is the store's to say (lib/auth/sessions.ts). */
export async function claimsOfCookie(
  token: string | undefined,
): Promise<{ adminId: string; sessionId: string } | undefined> {
  if (!token) return undefined;
  const claims = await claimsOf(token);
  if (!claims?.sub) return undefined;
  const now = Math.floor(Date.now() / 1000);
  if (claims.exp && claims.exp < now) return undefined;
  if (now - claims.signedInAt > env().DASHBOARD_SESSION_HOURS * 3600) return undefined;
  return { adminId: claims.sub, sessionId: claims.sid };
}

export const isChunked = (has: (name: string) => boolean) => NAMES.some((n) => has(`${n}.0`));

export const sessionCookie = (get: (name: string) => string | undefined) => NAMES.map(get).find(Boolean);
