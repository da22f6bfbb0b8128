import "server-only";
import type { z } from "zod";
import { requireConnection, UserFacingError } from "./action";
import { isServiceError } from "./api/errors";
import type { Connection } from "./api/request";
import { activeConnection } from "./connections";

export interface FirstPage<P> {
  initialPage?: P;
  /** What the table shows in place of rows when the page could not be had. */
  initialError?: string;
}

/**
 * The first page a list renders on the server. The URL's params are checked with the list's query schema
 * (a refusal names the fields), then the page is asked of the active app. A service error or one of our
 * own refusals (no app connected) becomes the sentence the table shows; anything else is a bug and throws.
 */
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
