import "server-only";
import { listAuthTokens } from "../contract/users";
import { maskToken } from "../mask-token";
import { call } from "./call";
import type { Connection } from "./request";
import type { UserSectionParams } from "./users-query";

export async function maskedAuthTokens(conn: Connection, { uid, ...q }: UserSectionParams) {
  const page = await call(conn, listAuthTokens, { params: { uid }, query: q });
  return { ...page, data: page.data.map((t) => ({ ...t, authToken: maskToken(uid, t.authToken) })) };
}
export type MaskedAuthTokenPage = Awaited<ReturnType<typeof maskedAuthTokens>>;
