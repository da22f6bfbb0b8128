import "server-only";
import type { z } from "zod";
import { requireConnection, UserFacingError } from "./action";
import { isServiceError } from "./api/errors";
import type { Connection } from "./api/request";
import { activeConnection } from "./connections";

export interface FirstPage<P> {
  initialPage?: P;
  initialError?: string;
}

/** A service error or our own refusal becomes the table's sentence; anything else is a bug and throws. */
export async function loadFirstPage<S extends z.ZodType, P>(
  schema: S,
  params: unknown,
  fetchPage: (conn: Connection, query: z.output<S>) => Promise<P>,
): Promise<FirstPage<P>> {
  const valid = schema.safeParse(params);
  if (!valid.success) {
    const fields = [...new Set(valid.error.issues.map((i) => i.path.join(".")))].join(", ");
    return { initialError: `The address holds filters the list cannot take: ${fields}.` };
  }
  try {
    const { conn } = requireConnection(await activeConnection());
    return { initialPage: await fetchPage(conn, valid.data) };
  } catch (e) {
    if (isServiceError(e)) return { initialError: `${e.message} (${e.code})` };
    if (e instanceof UserFacingError) return { initialError: e.message };
    throw e;
  }
}
