import type { ServiceError } from "./errors";

export type FieldErrors = Record<string, { _errors: string[] }>;

/**
 * The service's per-field `details` of a 400 as a form's field errors (next-safe-action's shape), for
 * the fields the form has; `undefined` when none of them is named.
 */
export function serviceFieldErrors(e: ServiceError, fields: readonly string[]): FieldErrors | undefined {
  if (!e.details) return undefined;
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(e.details)) {
    const field = key.split(".").at(-1);
    if (!field || !fields.includes(field)) continue;
    out[field] ??= { _errors: [] };
    out[field]._errors.push(...messages.map((m) => `The service says: ${m}.`.replace(/\.\.$/, ".")));
  }
  return Object.keys(out).length ? out : undefined;
}
