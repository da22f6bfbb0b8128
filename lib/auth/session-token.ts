import "server-only";
import { cookies } from "next/headers";
import { claimsOfCookie, isChunked, sessionCookie } from "./session-claims";

/**
 * The admin and session named by the session cookie, or undefined. Reads the cookie itself instead of
 * `getServerSession`, which runs next-auth's whole request handler and re-encrypts the token on every
 * call. Our tokens are a few hundred bytes, so a cookie split into chunks is none of ours.
 */
export async function sessionClaims(): Promise<{ adminId: string; sessionId: string } | undefined> {
  const jar = await cookies();
  if (isChunked((n) => jar.has(n))) return undefined;
  return claimsOfCookie(sessionCookie((n) => jar.get(n)?.value));
}
