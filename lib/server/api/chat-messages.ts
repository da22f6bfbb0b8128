import "server-only";
import type { z } from "zod";
import * as messagesContract from "../../contract/messages";
import type { ListMessagesParams } from "../../inputs/chat-messages-query";
import { cursorBefore } from "../../inputs/chat-messages-query";
import { type Message, messageSchema, type SendMessageInput } from "../../schemas/messages";
import { call } from "./call";
import { ServiceError } from "./errors";
import type { Connection } from "./request";

type MessageList = z.output<typeof messagesContract.listUserMessages.response>;
/** A page of a conversation; `meta.previous` (a page opened around a message) continues before it. */
export type MessagePage = MessageList & { meta: { previous?: MessageList["meta"]["next"] } };

function listPage(conn: Connection, q: ListMessagesParams) {
  const query = { limit: q.limit, affix: q.affix, id: q.id, sentAt: q.id ? undefined : q.sentAt };
  return q.receiverType === "user"
    ? call(conn, messagesContract.listUserMessages, {
        params: { uid: q.target },
        query,
        onBehalfOf: q.onBehalfOf,
      })
    : call(conn, messagesContract.listGroupMessages, {
        params: { guid: q.target },
        query,
        onBehalfOf: q.onBehalfOf,
      });
}

/** The service pages from a cursor one way only: the page around a message is two reads, one each way. */
async function listAround(conn: Connection, q: ListMessagesParams, around: string): Promise<MessagePage> {
  const before = Math.floor(q.limit / 2);
  const [older, newer] = await Promise.all([
    before > 0 ? listPage(conn, { ...q, affix: "prepend", id: around, limit: before }) : undefined,
    listPage(conn, { ...q, affix: "append", id: cursorBefore(around), limit: q.limit - before }),
  ]);
  const data = [...(older?.data ?? []), ...newer.data];
  const first = newer.data[0];
  // Without the read before it (a page of one), whatever precedes the message may still be there.
  const previous = older ? older.meta.next : first && { affix: "prepend" as const, id: first.id };
  return {
    data,
    meta: {
      current: { limit: q.limit, count: data.length },
      ...(newer.meta.next ? { next: newer.meta.next } : {}),
      ...(previous ? { previous } : {}),
    },
  };
}

/** A page of a conversation: from the cursor (`affix`, `id` or `sentAt`), or `around` a message. */
export function listMessages(conn: Connection, q: ListMessagesParams): Promise<MessagePage> {
  return q.around && !q.id ? listAround(conn, q, q.around) : listPage(conn, q);
}

/** The send answers cover `multipleReceivers` too; sent to one receiver, the answer must be that message. */
function oneMessage(path: string, res: { data: unknown }): Message {
  const parsed = messageSchema.safeParse(res.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? ` (data.${issue.path.join(".")}: ${issue.message})` : "";
    throw new ServiceError(
      200,
      "ERR_UNEXPECTED_ANSWER",
      `The service's answer to POST ${path} is not a message${where}.`,
    );
  }
  return parsed.data;
}

/** `POST /messages` to one receiver, as `onBehalfOf` or else the app. */
export async function sendMessage(conn: Connection, body: SendMessageInput, onBehalfOf?: string) {
  return oneMessage("/messages", await call(conn, messagesContract.sendMessage, { body, onBehalfOf }));
}

/** `POST /bots/{uid}/messages`: the same body, sent by the bot connected to the user `uid`. */
export async function sendBotMessage(conn: Connection, uid: string, body: SendMessageInput) {
  return oneMessage(
    `/bots/${encodeURIComponent(uid)}/messages`,
    await call(conn, messagesContract.sendBotMessage, { params: { uid }, body }),
  );
}
