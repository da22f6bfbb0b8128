import { type NextRequest, NextResponse } from "next/server";
import { ACTION_BODY_LIMIT } from "@/lib/action-body";
import { claimsOfCookie, isChunked, sessionCookie } from "@/lib/auth/session-claims";

async function signedIn(req: NextRequest): Promise<boolean> {
  if (isChunked((n) => req.cookies.has(n))) return false;
  return Boolean(await claimsOfCookie(sessionCookie((n) => req.cookies.get(n)?.value)));
}

/** Next answers 500 to an action's request over its limit; say 413, and why, before it reads the body. */
function oversizedAction(req: NextRequest): NextResponse | undefined {
  // Browsers always say how long an action's request is; one that does not could be of any size.
  if (!req.headers.has("content-length") && req.headers.get("transfer-encoding")?.includes("chunked")) {
    return NextResponse.json({ error: "Say the request's length (Content-Length)." }, { status: 411 });
  }
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length <= ACTION_BODY_LIMIT) return undefined;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return NextResponse.json(
    {
      error: `The request is too large: ${mb(length)}, where the dashboard takes at most ${mb(ACTION_BODY_LIMIT)}.`,
    },
    { status: 413 },
  );
}

// A convenience redirect, not authorization: every page, handler and action checks the session itself.
export async function proxy(req: NextRequest) {
  if (req.headers.has("next-action")) return oversizedAction(req) ?? NextResponse.next();
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
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
