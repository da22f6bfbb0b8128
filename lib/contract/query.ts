import { z } from "zod";

// How the service reads path and query parameters: every value arrives as a string. The dashboard's client
// writes the parsed types back as strings (`./serialize`), so one schema serves both sides.

export const qbool = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1");

export const qint = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^-?\d+$/, "must be an integer")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const qlist = z.string().transform((s) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean),
);

/** Identifier rules for uids and guids: up to 100 letters, digits, `_` or `-`; stored lower-case. */
export const identifier = z
  .string()
  .min(1, "must not be empty")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "may hold only letters, digits, _ and -")
  .transform((s) => s.toLowerCase());

export const tagsSchema = z
  .array(z.string().min(1).max(100, "a tag is at most 100 characters"))
  .max(25, "at most 25 tags");

export const pageQuery = (defaultPerPage = 100) =>
  z.object({
    page: qint(1).optional().default(1),
    perPage: qint(1, 1000).optional().default(defaultPerPage),
  });

export const pageMetaSchema = z.object({
  pagination: z.object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
  }),
});

export const successSchema = z.object({ data: z.object({ success: z.boolean(), message: z.string() }) });
