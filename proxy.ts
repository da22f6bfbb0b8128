import { type NextRequest, NextResponse } from "next/server";
import { claimsOfCookie, isChunked, sessionCookie } from "@/lib/auth/session-claims";

async function signedIn(req: NextRequest): Promise<boolean> {
  if (isChunked((n) => req.cookies.has(n))) return false;
  return Boolean(await claimsOfCookie(sessionCookie((n) => req.cookies.get(n)?.value)));
}

// A convenience redirect, not authorization: every page, handler and action checks the session itself.
export async function proxy(req: NextRequest) {
  if (await signedIn(req)) return NextResponse.next();
  const url = new URL("/sign-in", req.url);
  const target = req.nextUrl.pathname + req.nextUrl.search;
  if (target !== "/") url.searchParams.set("callbackUrl", target);
  return NextResponse.redirect(url);
}

export const config = {
  matcher: [
    {
      source:
        "/((?!api/|sign-in|invite/|forgot-password|reset-password/|_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)",
      missing: [{ type: "header", key: "next-action" }],
    },
  ],
};
