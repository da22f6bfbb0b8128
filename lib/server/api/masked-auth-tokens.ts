import "server-only";
import { listAuthTokens } from "../../contract/users";
import type { UserSectionParams } from "../../inputs/users-query";
import { maskToken } from "../../shared/mask-token";
import { call } from "./call";
import type { Connection } from "./request";

export async function maskedAuthTokens(conn: Connection, { uid, ...q }: UserSectionParams) {
  const page = await call(conn, listAuthTokens, { params: { uid }, query: q });
  return { ...page, data: page.data.map((t) => ({ ...t, authToken: maskToken(uid, t.authToken) })) };
}
export type MaskedAuthTokenPage = Awaited<ReturnType<typeof maskedAuthTokens>>;
