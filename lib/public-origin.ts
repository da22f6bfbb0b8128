/** NEXTAUTH_URL when set, else what the request came in on (a proxy's x-forwarded-* first). */
export function originFrom(configured: string | undefined, headers: Headers): string | undefined {
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  if (!host) return undefined;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  const candidate = `${proto}://${host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : undefined;
}
