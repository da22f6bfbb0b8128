import "server-only";
import { cookies } from "next/headers";
import { getServerSession } from "next-auth";
import { authOptions } from "./options";
import { isChunked, sessionCookie, subjectOf } from "./session-claims";

/**
 * The id of the signed-in admin from the session cookie, or undefined. Reads the cookie itself instead of
 * `getServerSession`, which runs next-auth's whole request handler and re-encrypts the token on every
 * call; a chunked cookie (never made by our small tokens) still goes that way.
 */
export async function sessionAdminId(): Promise<string | undefined> {
  const jar = await cookies();
  if (isChunked((n) => jar.has(n))) return (await getServerSession(authOptions()))?.user?.id || undefined;
  return subjectOf(sessionCookie((n) => jar.get(n)?.value));
}
