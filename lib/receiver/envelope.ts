import { createHash } from "node:crypto";

export const MAX_BODY_BYTES = 1024 * 1024;

/** Deeper JSON than this is refused: no event nests near it, and walking it could exhaust the stack. */
export const MAX_JSON_DEPTH = 64;

// The server and Next's bundle each load their own copy of this module, so refusals carry a shared symbol.
const RECEIVE_ERROR = Symbol.for("dashboard.receive-error");

export class ReceiveError extends Error {
  readonly [RECEIVE_ERROR] = true;
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  static is(err: unknown): err is ReceiveError {
    return typeof err === "object" && err !== null && RECEIVE_ERROR in err;
  }
}

export interface HeaderReader {
  get(name: string): string | null;
  forEach(callback: (value: string, name: string) => void): void;
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export const tooLarge = (limit: number) =>
  new ReceiveError(413, "payload_too_large", `The body exceeds ${limit} bytes.`);

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ReceiveError(400, "invalid_body", "The body is not valid UTF-8.");
  }
}

/** A body streaming past the limit (chunked, or a lying Content-Length) is cancelled as soon as it does. */
export async function readLimited(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return decodeUtf8(Buffer.concat(chunks));
}

export interface Envelope {
  trigger: string;
  data: Record<string, unknown>;
  appId?: unknown;
  webhook?: unknown;
  [field: string]: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function parseEnvelope(text: string): Envelope {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ReceiveError(400, "invalid_json", "The body is not valid JSON.");
  }
  if (!isObject(value)) throw new ReceiveError(400, "invalid_envelope", "The body must be a JSON object.");
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    throw new ReceiveError(400, "invalid_json", `The body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  const { trigger, data, webhook } = value;
  if (typeof trigger !== "string" || trigger.length === 0 || trigger.length > 100) {
    throw new ReceiveError(400, "invalid_envelope", "`trigger` must be a non-empty string.");
  }
  for (const [name, text] of [
    ["trigger", trigger],
    ["webhook", webhook],
  ] as const) {
    if (typeof text === "string" && !wellFormed(text)) {
      throw new ReceiveError(400, "invalid_envelope", `\`${name}\` holds a lone surrogate.`);
    }
  }
  if (!isObject(data)) throw new ReceiveError(400, "invalid_envelope", "`data` must be an object.");
  return value as Envelope;
}

/** False for text with a lone surrogate (valid in JSON escapes, but no character, and not encodable). */
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);

function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [v, depth] = next;
    if (typeof v !== "object" || v === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The service sends no delivery id (reference §11), so a redelivery is recognised by its content. */
export function dedupeKey(endpointId: string, env: Envelope): string {
  const webhook = typeof env.webhook === "string" ? env.webhook : "";
  const message = env.data.message;
  const messageId = isObject(message) ? message.id : undefined;
  const subject =
    env.trigger === "message_sent" &&
    ((typeof messageId === "string" && wellFormed(messageId)) || typeof messageId === "number")
      ? `message:${messageId}`
      : `sha256:${createHash("sha256").update(canonicalJson(env.data)).digest("base64url")}`;
  return [endpointId, webhook, env.trigger, subject].map(encodeURIComponent).join("/");
}

const DROPPED_HEADERS = new Set([
  "authorization",
  "proxy-authorization",
  "cookie",
  "connection",
  "keep-alive",
]);

export function storableHeaders(headers: HeaderReader): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) out[name] = value;
  });
  return out;
}

/** Headers that may carry the delivery attempt number (the sandbox sends none; a proxy may). */
const ATTEMPT_HEADERS = ["x-delivery-attempt", "x-webhook-attempt", "x-retry-attempt"];

export function deliveryAttempt(headers: HeaderReader): number | null {
  for (const name of ATTEMPT_HEADERS) {
    const raw = headers.get(name)?.trim();
    const n = raw ? Number(raw) : Number.NaN;
    if (Number.isInteger(n) && n >= 0 && n < 1_000_000) return n;
  }
  return null;
}
