import { type NextRequest, NextResponse } from "next/server";
import { getToken } from "next-auth/jwt";
import { persistentSecret } from "@/lib/crypto";
import { env } from "@/lib/env";

/**
 * Sends signed-out visitors of pages to sign in, keeping where they were going. This is a convenience,
 * not authorization: every page, route handler and action checks the session and role itself.
 */
export async function proxy(req: NextRequest) {
  const token = await getToken({ req, secret: persistentSecret("nextauth", env().NEXTAUTH_SECRET) });
  if (token) return NextResponse.next();
  const url = new URL("/sign-in", req.url);
  const target = req.nextUrl.pathname + req.nextUrl.search;
  if (target !== "/") url.searchParams.set("callbackUrl", target);
  return NextResponse.redirect(url);
}

export const config = {
  // API routes answer 401 themselves; sign-in and invitations are for signed-out visitors.
  matcher: ["/((?!api/|sign-in|invite/|_next/static|_next/image|favicon.ico|robots.txt).*)"],
};
