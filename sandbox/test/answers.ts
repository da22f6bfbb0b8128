import { expect } from "vitest";
import type { z } from "zod";
import { errorEnvelope } from "../../lib/schemas/common";

/** What the harness answers for a request: its status and its parsed JSON body. */
type Answer = { status: number; json: unknown };

/** Checks the answer is a 200 and answers its whole body, parsed by `schema`. */
export function okBody<S extends z.ZodType>(res: Answer, schema: S): z.output<S> {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return schema.parse(res.json);
}

/** Checks the answer is a 200 and answers the `data` of its envelope, parsed by `schema`. */
export function okData<S extends z.ZodType<{ data: unknown }>>(res: Answer, schema: S): z.output<S>["data"] {
  return okBody(res, schema).data;
}

/** Checks the answer is refused with `status` and `code` (and, when given, names `source`: "chat-api",
 * "management-api", …) in an envelope holding only its error, and answers that error. */
export function expectError(res: Answer, status: number, code: string, source?: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const { error } = errorEnvelope.strict().parse(res.json);
  expect(error.code).toBe(code);
  if (source !== undefined) expect(error.source).toBe(source);
  return error;
}
