import { z } from "zod";

// A settings form described once, as data: the sandbox checks request bodies with the schema it makes, and the
// dashboard draws the form from it (an extension's settings, a notification provider's credentials). Keys are the
// published API's; labels and hints are ours.

interface Base {
  key: string;
  label?: string;
  hint?: string;
  /** Required when its group is sent (the published schemas mark fields required within their object). */
  required?: boolean;
  /** Taken when sent (the published examples carry it) but not an admin's to set: the form leaves it out. */
  hidden?: boolean;
  /** In a form of one column, beside the next half field on wide screens (a key id and its team id). */
  half?: boolean;
}
export type Field = Base &
  (
    | { kind: "text" | "url" | "email" | "tel" | "color"; max?: number; multiline?: boolean }
    /**
     * Never sent back to the browser; a blank one keeps the stored value. `visible`: typed in the clear, an
     * account's id more than a password.
     */
    | { kind: "secret"; max?: number; multiline?: boolean; visible?: boolean }
    /** A file read as text in the browser, `{name, text}` (a credential file); `accept` as the input's. */
    | { kind: "file"; accept?: string }
    | { kind: "number"; integer?: boolean; min?: number; max?: number }
    | { kind: "boolean" }
    | { kind: "choice"; options: readonly { value: number | string; label: string }[] }
    /** A list of strings, one per line in the form. */
    | { kind: "list"; max?: number }
    /** Keys to strings (`!hb` → "Happy birthday"), one `key = text` per line in the form. */
    | { kind: "map" }
    | { kind: "group"; fields: readonly Field[] }
    /** A list of objects. */
    | { kind: "records"; fields: readonly Field[]; max?: number }
  );

/** `allow_add_members` / `maxReports` → "Allow add members" / "Max reports". */
export function labelOf(f: Pick<Field, "key" | "label">): string {
  if (f.label) return f.label;
  const words = f.key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const text = (max: number) =>
  z.string({ error: "must be a string" }).max(max, `must be at most ${max} characters`);

/** What one field's value must be, by its kind. */
export function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case "text":
    case "tel":
    case "secret":
      return text(f.max ?? 2000);
    case "file":
      return z.object({ name: text(255), text: text(100_000) }, { error: "must be a file" });
    case "color":
      return (
        z
          .string({ error: "must be a string" })
          // Empty clears it, as for the other texts.
          .regex(/^(\s*#[0-9a-fA-F]{3,8})?$/, { error: "must be a colour such as #03a9f4" })
      );
    case "url":
      return text(2000).refine((v) => v === "" || URL.canParse(v), { error: "must be a URL" });
    case "email":
      return z.union([z.literal(""), z.email({ error: "must be an email address" }).max(254)]);
    case "number": {
      let n = z.number({ error: "must be a number" });
      if (f.integer) n = n.int("must be a whole number");
      if (f.min !== undefined) n = n.min(f.min, `must be ${f.min} or more`);
      if (f.max !== undefined) n = n.max(f.max, `must be ${f.max} or less`);
      return n;
    }
    case "boolean":
      return z.boolean({ error: "must be true or false" });
    case "choice": {
      const values = f.options.map((o) => o.value);
      return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral, z.ZodLiteral], {
        error: `must be one of ${values.join(", ")}`,
      });
    }
    case "list":
      return z
        .array(text(500), { error: "must be a list" })
        .max(f.max ?? 1000, `must hold at most ${f.max ?? 1000}`);
    case "map":
      return z
        .record(text(100), text(2000), { error: "must be an object of texts" })
        .refine((m) => Object.keys(m).length <= 500, { error: "must hold at most 500 entries" });
    case "group":
      return objectSchema(f.fields, false);
    case "records":
      return z
        .array(objectSchema(f.fields, true), { error: "must be a list" })
        .max(f.max ?? 500, `must hold at most ${f.max ?? 500}`);
  }
}

/** A missing value says so, rather than what type it should have been. */
const required = (schema: z.ZodType) =>
  z
    .any()
    .refine((v) => v !== undefined, { error: "is required" })
    .pipe(schema);

/** `partial`: every field optional (an update, or the items of a list, whose fields the published file leaves open). */
export function objectSchema(fields: readonly Field[], partial: boolean): z.ZodObject {
  return z.strictObject(
    Object.fromEntries(
      fields.map((f) => [
        f.key,
        partial || !f.required ? fieldSchema(f).optional() : required(fieldSchema(f)),
      ]),
    ),
  );
}

/** The secret fields' paths (`["fcmCredentials", "private_key"]`), to mask on the way out. */
export function secretPaths(fields: readonly Field[], prefix: string[] = []): string[][] {
  return fields.flatMap((f) =>
    f.kind === "secret"
      ? [[...prefix, f.key]]
      : f.kind === "group"
        ? secretPaths(f.fields, [...prefix, f.key])
        : [],
  );
}

/** Only the fields described, however deep: what the browser may be given of stored settings. */
export function pickFields(
  fields: readonly Field[],
  settings: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = settings[f.key];
    if (v === undefined || f.hidden) continue;
    out[f.key] =
      f.kind === "group" && v && typeof v === "object"
        ? pickFields(f.fields, v as Record<string, unknown>)
        : v;
  }
  return out;
}
