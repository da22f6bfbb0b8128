import { z } from "zod";

/** A tag may hold spaces. */
export const splitTags = (text: string) =>
  text
    .split(/[,\n]+/)
    .map((t) => t.trim())
    .filter(Boolean);

export function parseMetadata(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const metadataText = (m: Record<string, unknown> | undefined) =>
  m && Object.keys(m).length ? JSON.stringify(m, null, 2) : "";

export const isHttpUrl = (v: string) => z.url({ protocol: /^https?$/ }).safeParse(v).success;

/** Metadata and tags are small: their boxes stop well before a request would grow too large to send. */
const BOX_MAX = 100_000;

export const metadataBox = z
  .string()
  .max(BOX_MAX, { error: "must be at most 100,000 characters", abort: true })
  .refine(
    (v) => !v.trim() || parseMetadata(v) !== undefined,
    'must be a JSON object, such as {"team": "blue"}',
  );

export const tagsBox = (max: number, tag: number) =>
  z
    .string()
    .max(BOX_MAX, { error: "must be at most 100,000 characters", abort: true })
    .superRefine((text, ctx) => {
      const tags = splitTags(text);
      if (tags.length > max)
        ctx.addIssue({ code: "custom", message: `hold at most ${max} (got ${tags.length})` });
      const long = tags.find((t) => t.length > tag);
      if (long)
        ctx.addIssue({ code: "custom", message: `“${long.slice(0, 20)}…” is longer than ${tag} characters` });
    });
