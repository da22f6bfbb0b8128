import { AUDIT_FIELDS, type AuditedAction } from "./audit-fields";

// A second defence inside the fields an action keeps (a `params.*`, say). A name ending in "key" is a credential
// (apiVideoKey, p8Key), but a list's searchKey is not, nor is a "bypass…" a password.
const SECRET_KEYS =
  /(?<!by)pass(word)?|secret|token|(?<!search)key$|apikey|api_key|mgmt_?key|providerApiKey/i;
/** The audit keeps the shape of what was asked, not all of it: input is cut at this depth and length. */
const MAX_DEPTH = 8;
const MAX_TEXT = 1_000;

/** Hostile input may nest ten thousand deep. */
export function redact(input: unknown, depth = 0): unknown {
  if (typeof input === "string" && input.length > MAX_TEXT) return `${input.slice(0, MAX_TEXT)}…[cut]`;
  if (input === null || typeof input !== "object") return input;
  if (depth >= MAX_DEPTH) return "[nested too deeply]";
  if (Array.isArray(input)) return input.slice(0, 100).map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(input)
      .slice(0, 100)
      .map(([k, v]) => [k, SECRET_KEYS.test(k) ? (v ? "[redacted]" : v) : redact(v, depth + 1)]),
  );
}

const fieldsOf = (action: string): readonly string[] | undefined =>
  Object.hasOwn(AUDIT_FIELDS, action) ? AUDIT_FIELDS[action as AuditedAction] : undefined;

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

// `__proto__` as a key of a parsed input must stay a plain property.
const put = (o: Plain, k: string, v: unknown) =>
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });

/** A URL keeps its scheme, host and path: user info, query and fragment may carry a credential. */
// Only the origin: user info, query and fragment may carry a credential, and so may a path (chat services'
// incoming-webhook URLs hold their secret there).
function bareUrl(v: string): string | undefined {
  if (!URL.canParse(v)) return undefined;
  const u = new URL(v);
  return u.origin === "null" ? undefined : u.origin;
}

/** Only scalars and lists of scalars: an object is kept only through the paths that name its keys. */
function keptValue(key: string, v: unknown): unknown {
  if (typeof v === "string" && /url$/i.test(key)) return bareUrl(v);
  if (isScalar(v)) return v;
  if (Array.isArray(v) && v.every(isScalar)) return v;
  return undefined;
}

function copy(from: Plain, to: Plain, path: readonly string[]) {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const keys = key === "*" ? Object.keys(from) : Object.hasOwn(from, key) ? [key] : [];
  for (const k of keys) {
    const v = from[k];
    if (rest.length === 0) {
      const kept = keptValue(k, v);
      if (kept !== undefined) put(to, k, kept);
    } else if (isPlain(v)) {
      const inner: Plain = isPlain(to[k]) ? to[k] : {};
      copy(v, inner, rest);
      if (Object.keys(inner).length) put(to, k, inner);
    }
  }
}

/** The part of an action's input its audit entry keeps (AUDIT_FIELDS); undefined when it keeps none. */
export function auditedInput(action: string, input: unknown): Plain | undefined {
  const fields = fieldsOf(action);
  if (!fields?.length || !isPlain(input)) return undefined;
  const out: Plain = {};
  for (const field of fields) copy(input, out, field.split("."));
  return Object.keys(out).length ? out : undefined;
}

/** The `input` column of an action's entry: what it keeps, cut down, or null. */
export function storedAuditInput(action: string, input: unknown): string | null {
  const kept = auditedInput(action, input);
  return kept === undefined ? null : JSON.stringify(redact(kept));
}

const TARGET_KEYS = ["target", "id", "uid", "guid", "messageId", "webhookId", "appId", "email"];

/** What an entry is about, taken from the kept input only, so it is never a secret either. */
export function auditTarget(action: string, input: unknown): string | undefined {
  const kept = auditedInput(action, input);
  for (const key of TARGET_KEYS) {
    const v = kept?.[key];
    if (typeof v === "string" && v) return v;
  }
  return undefined;
}
