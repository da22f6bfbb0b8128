/** `<uid>_1763…ab12`: enough of an auth token to tell tokens apart without handing out a credential. */
export function maskToken(uid: string, token: string): string {
  const head = token.startsWith(`${uid}_`) ? uid.length + 5 : 4;
  return token.length <= head + 4 ? "…" : `${token.slice(0, head)}…${token.slice(-4)}`;
}

/** `••••` and the last four characters: enough to tell credentials apart, never enough to use one. */
export function maskSecret(value: string): string {
  return value.length <= 8 ? "••••" : `••••${value.slice(-4)}`;
}

/** Every string under a key that names a token (`pushToken`, `token`, `authToken`, …), masked, however deep. */
export function maskTokenFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskTokenFields) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      /token$/i.test(k) && typeof v === "string" ? maskSecret(v) : maskTokenFields(v),
    ]),
  ) as T;
}
