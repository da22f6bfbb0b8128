import "server-only";
import { cookies } from "next/headers";
import { claimsOfCookie, isChunked, sessionCookie } from "./session-claims";

/** Not `getServerSession`, which runs next-auth's whole handler and re-encrypts the token on every call. */
export async function sessionClaims(): Promise<{ adminId: string; sessionId: string } | undefined> {
  const jar = await cookies();
  if (isChunked((n) => jar.has(n))) return undefined;
  return claimsOfCookie(sessionCookie((n) => jar.get(n)?.value));
}
