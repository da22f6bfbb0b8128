import "server-only";
import { maskToken } from "../mask-token";
import { listAuthTokens } from "./chat";
import type { Connection } from "./request";
import type { UserSectionParams } from "./users-query";

export async function maskedAuthTokens(conn: Connection, { uid, ...q }: UserSectionParams) {
  const page = await listAuthTokens(conn, uid, q);
  return { ...page, data: page.data.map((t) => ({ ...t, authToken: maskToken(uid, t.authToken) })) };
}
export type MaskedAuthTokenPage = Awaited<ReturnType<typeof maskedAuthTokens>>;
