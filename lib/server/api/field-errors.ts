import "server-only";
import type { ServiceError } from "./errors";

export type FieldErrors = { _errors?: string[] } & { [field: string]: { _errors: string[] } };

const said = (m: string) => `The service says: ${m}.`.replace(/\.\.$/, ".");

/** `undefined` when no form field is named, so the service's message stands as the server error. */
export function serviceFieldErrors(e: ServiceError, fields: readonly string[]): FieldErrors | undefined {
  if (!e.details) return undefined;
  const out: Record<string, { _errors: string[] }> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(e.details)) {
    const field = key.split(".").at(-1);
    if (!field || !fields.includes(field)) {
      other.push(...messages.map((m) => said(`${key}: ${m}`)));
      continue;
    }
    out[field] ??= { _errors: [] };
    out[field]._errors.push(...messages.map(said));
  }
  if (!Object.keys(out).length) return undefined;
  // The index signature cannot also say `_errors` is a plain list; the shape is next-safe-action's.
  return (other.length ? { ...out, _errors: other } : out) as FieldErrors;
}
