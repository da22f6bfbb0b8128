export function fromJson<T>(raw: string | null | undefined): T | undefined {
  return raw == null ? undefined : (JSON.parse(raw) as T);
}

export const toJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Drops keys whose value is undefined or null, so optional fields are absent rather than null. */
export function compact<T extends Record<string, unknown>>(obj: T): T {
  for (const k of Object.keys(obj)) if (obj[k] === undefined || obj[k] === null) delete obj[k];
  return obj;
}
