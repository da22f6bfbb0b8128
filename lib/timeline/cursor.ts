import { z } from "zod";
import { TIMELINE_KINDS } from "./kinds";

/**
 * A place in the timeline: its time (Unix seconds) and a key that orders entries of one second
 * (`<kind>:<id>`, ids of digits padded so that text order is number order).
 */
export const positionSchema = z.object({
  at: z.number().int().min(0).max(9_999_999_999),
  key: z.string().min(1).max(400),
});
export type Position = z.infer<typeof positionSchema>;

/** Where the next page starts: the last entry shown, and where each paged source had got to. */
export const cursorSchema = positionSchema.extend({
  offsets: z.partialRecord(z.enum(TIMELINE_KINDS), z.number().int().min(0).max(100_000_000)).optional(),
});
export type TimelineCursor = z.infer<typeof cursorSchema>;

/** Positive when `a` is newer than `b` (later, or the same second with the greater key). */
export function compareNewer(a: Position, b: Position): number {
  if (a.at !== b.at) return a.at - b.at;
  return a.key === b.key ? 0 : a.key > b.key ? 1 : -1;
}

/** Strictly older than the cursor (everything when there is none). */
export const isOlder = (p: Position, before: Position | undefined) => !before || compareNewer(p, before) < 0;

/** `<kind>:<id>`, digits padded to 20 so that ids of digits sort as numbers. */
export const entryKey = (kind: string, id: string) =>
  `${kind}:${/^\d{1,20}$/.test(id) ? id.padStart(20, "0") : id}`;

/** The URL's form of a cursor: base64url of its JSON. */
export function encodeCursor(c: TimelineCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(c));
  const b64 = btoa(String.fromCharCode(...bytes));
  return b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The cursor a URL holds, or undefined when it is not one this timeline wrote. */
export function decodeCursor(s: string): TimelineCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(s)) return undefined;
  try {
    const binary = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0)),
    );
    const parsed = cursorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
