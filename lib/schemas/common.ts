import { z } from "zod";

export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const pagination = z.object({
  total: z.number().int(),
  count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  total_pages: z.number().int(),
});

export const pageEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination }) });

export const cursorMeta = z.object({
  current: z.object({ limit: z.number().int(), count: z.number().int() }),
  next: z
    .object({ affix: z.enum(["append", "prepend"]), id: z.string(), sentAt: z.number().int().optional() })
    .optional(),
});

export const cursorEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: cursorMeta });

export const successEnvelope = dataEnvelope(z.object({ success: z.boolean(), message: z.string() }));

export const errorEnvelope = z.object({
  error: z.object({
    message: z.string(),
    devMessage: z.string(),
    source: z.string(),
    code: z.string(),
    details: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ServiceErrorBody = z.infer<typeof errorEnvelope>;

export const unixSeconds = z.number().int().min(0).max(9_999_999_999);
