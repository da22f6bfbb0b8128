import "server-only";
import { cache } from "react";
import * as messagesContract from "@/lib/contract/messages";
import * as reactionsContract from "@/lib/contract/reactions";
import { failureSentence } from "@/lib/failure-sentence";
import type { ListReactionsParams } from "@/lib/inputs/chat-messages-query";
import { requireConnection } from "@/lib/server/action";
import { call } from "@/lib/server/api/call";
import { activeConnection } from "@/lib/server/connections";

/** Cached per request: the page and each of its sections read with it. */
export const loadConnection = cache(async () => requireConnection(await activeConnection()).conn);

/** The message: the one read the page awaits before drawing (its heading and fields need it). */
export const loadMessage = cache(
  async (id: string) =>
    (await call(await loadConnection(), messagesContract.getMessage, { params: { id } })).data,
);

/**
 * The first page of the message's reactions (of one kind when the URL names one). Not awaited by the page: the
 * reactions card reads the promise when it draws. A refusal of the service is the table's sentence.
 */
export async function loadReactions({ messageId, reaction, ...query }: ListReactionsParams) {
  const conn = await loadConnection();
  try {
    const page = reaction
      ? await call(conn, reactionsContract.listReactionsOfKind, {
          params: { id: messageId, reaction },
          query,
        })
      : await call(conn, reactionsContract.listReactions, { params: { id: messageId }, query });
    return { initialPage: page };
  } catch (e) {
    return { initialError: failureSentence(e) };
  }
}
