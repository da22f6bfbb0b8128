/** The origin of the configured public URL (NEXTAUTH_URL), if it is an http(s) URL. */
export function configuredOrigin(configured: string | undefined): string | undefined {
  if (!configured || !URL.canParse(configured)) return undefined;
  const url = new URL(configured);
  return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined;
}

/**
 * NEXTAUTH_URL when set, else what the request came in on (a proxy's x-forwarded-* first). Only for
 * addresses shown to the admin who made the request: mailed links use `configuredOrigin` alone.
 */
export function originFrom(configured: string | undefined, headers: Headers): string | undefined {
  const own = configuredOrigin(configured);
  if (own) return own;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  if (!host) return undefined;
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  const candidate = `${proto}://${host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : undefined;
}
