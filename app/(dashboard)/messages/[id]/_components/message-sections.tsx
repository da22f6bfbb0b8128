import type { ComponentProps } from "react";
import * as groupsContract from "@/lib/contract/groups";
import * as messagesContract from "@/lib/contract/messages";
import { type ListThreadParams, listThreadQuery } from "@/lib/inputs/chat-messages-query";
import type { Message } from "@/lib/schemas/messages";
import { call } from "@/lib/server/api/call";
import { loadFirstPage } from "@/lib/server/first-page";
import { loadConnection } from "../_lib/load";
import { MessagePlace } from "./message-place";
import { ThreadPanel } from "./thread-panel";

// What the page streams in after the message itself: each part as its own read finishes.

/**
 * Where a group message was sent, with the group as the service has it now: its owner decides whether the
 * sender can be banned from here. Unread, the place shows without the button (as while it loads).
 */
export async function PlaceWithGroup(props: Omit<ComponentProps<typeof MessagePlace>, "group">) {
  const conn = await loadConnection();
  const group = await call(conn, groupsContract.getGroup, { params: { guid: props.message.receiver } }).then(
    ({ data: g }) => ({ guid: g.guid, name: g.name, owner: g.owner }),
    () => undefined,
  );
  return <MessagePlace {...props} group={group} />;
}

export async function ThreadSection({
  message,
  canReply,
  params,
}: {
  message: Message;
  canReply: boolean;
  params: ListThreadParams;
}) {
  const first = await loadFirstPage(listThreadQuery, params, (conn, { messageId, ...query }) =>
    call(conn, messagesContract.listThreadMessages, { params: { id: messageId }, query }),
  );
  return <ThreadPanel message={message} canReply={canReply} initialParams={params} {...first} />;
}
