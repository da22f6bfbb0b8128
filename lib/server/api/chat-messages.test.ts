import { describe, expect, it } from "vitest";
import { arrangeChat, asUser } from "@/test/chat-fixture";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as messagesContract from "../../contract/messages";
import * as reactionsContract from "../../contract/reactions";
import {
  cursorBefore,
  editMessageBody,
  type ListReactionsParams,
  type ReplyInThreadInput,
  type SearchMessagesParams,
  searchQuery,
  threadReply,
} from "../../inputs/chat-messages-query";
import type { EditMessageInput } from "../../schemas/messages";
import { call } from "./call";
import { listMessages, sendMessage } from "./chat-messages";
import type { Connection } from "./request";

// The operations as the dashboard's code calls them, through their contracts.
type Conn = Connection;
const getMessage = async (c: Conn, id: string) =>
  (await call(c, messagesContract.getMessage, { params: { id } })).data;
const editMessage = async (c: Conn, id: string, body: EditMessageInput) =>
  (await call(c, messagesContract.editMessage, { params: { id }, body })).data;
const deleteMessage = async (c: Conn, v: { messageId: string; permanent?: boolean }) =>
  (
    await call(c, messagesContract.deleteMessage, {
      params: { id: v.messageId },
      body: { permanent: v.permanent ?? false },
    })
  ).data;
const listReactions = (
  c: Conn,
  { messageId: id, reaction, ...query }: Omit<ListReactionsParams, "reaction"> & { reaction?: string },
) =>
  reaction
    ? call(c, reactionsContract.listReactionsOfKind, { params: { id, reaction }, query })
    : call(c, reactionsContract.listReactions, { params: { id }, query });
const searchMessages = (c: Conn, q: SearchMessagesParams) =>
  call(c, messagesContract.listMessages, { query: searchQuery(q) });
const replyInThread = (c: Conn, v: ReplyInThreadInput) =>
  call(c, messagesContract.replyInThread, threadReply(v));

let ids: Awaited<ReturnType<typeof arrangeChat>>;

const s = sandboxForFile("eu", async () => {
  ids = await arrangeChat(s);
  const first = ids.group[0] ?? "";
  // 11 reactions on the first team message: alice and bob each react with five shortcodes, alice also 👍.
  for (const uid of ["alice", "bob"]) {
    for (const r of [":a:", ":b:", ":c:", ":d:", ":e:"]) {
      await asUser(s.connection, uid, "POST", `/messages/${first}/reactions/${encodeURIComponent(r)}`);
    }
  }
  await asUser(s.connection, "alice", "POST", `/messages/${first}/reactions/${encodeURIComponent("👍")}`);
});

describe("messages client", () => {
  it("pages a user pair with the cursor: newest, older, newer, from an id", async () => {
    const q = { receiverType: "user", target: "bob", onBehalfOf: "alice", limit: 2 } as const;
    const newest = await listMessages(s.connection, { ...q, affix: "prepend" });
    expect(newest.data.map((m) => m.id)).toEqual(ids.pair.slice(3));
    expect(newest.meta.next).toMatchObject({ affix: "prepend", id: ids.pair[3] });
    const older = await listMessages(s.connection, { ...q, affix: "prepend", id: newest.data[0]?.id });
    expect(older.data.map((m) => m.id)).toEqual(ids.pair.slice(1, 3));
    const newer = await listMessages(s.connection, { ...q, affix: "append", id: older.data[1]?.id });
    expect(newer.data.map((m) => m.id)).toEqual(ids.pair.slice(3));
    expect(newer.meta.next).toBeUndefined();
    const jumped = await listMessages(s.connection, {
      ...q,
      affix: "append",
      id: cursorBefore(ids.pair[1] ?? ""),
    });
    expect(jumped.data[0]?.id).toBe(ids.pair[1]);
  });

  it("opens a page around a message: the ones before it, it, the ones after, and a cursor each way", async () => {
    const q = { receiverType: "user", target: "bob", onBehalfOf: "alice", affix: "prepend" } as const;
    const mid = await listMessages(s.connection, { ...q, limit: 3, around: ids.pair[2] });
    expect(mid.data.map((m) => m.id)).toEqual(ids.pair.slice(1, 4));
    expect(mid.meta.current).toEqual({ limit: 3, count: 3 });
    expect(mid.meta.previous).toMatchObject({ affix: "prepend", id: ids.pair[1] });
    expect(mid.meta.next).toMatchObject({ affix: "append", id: ids.pair[3] });
    const older = await listMessages(s.connection, { ...q, limit: 3, id: mid.meta.previous?.id });
    expect(older.data.map((m) => m.id)).toEqual(ids.pair.slice(0, 1));

    // At either end of the conversation, no cursor leads further; a cursor in the query wins over `around`.
    const start = await listMessages(s.connection, { ...q, limit: 4, around: ids.pair[0] });
    expect(start.data.map((m) => m.id)).toEqual(ids.pair.slice(0, 2));
    expect(start.meta.previous).toBeUndefined();
    const end = await listMessages(s.connection, { ...q, limit: 4, around: ids.pair[4] });
    expect(end.data.map((m) => m.id)).toEqual(ids.pair.slice(2));
    expect(end.meta.next).toBeUndefined();
    const cursor = await listMessages(s.connection, { ...q, limit: 2, id: ids.pair[4], around: ids.pair[0] });
    expect(cursor.data.map((m) => m.id)).toEqual(ids.pair.slice(2, 4));
  });

  it("lists a group's messages without a viewer", async () => {
    const page = await listMessages(s.connection, {
      receiverType: "group",
      target: "team",
      limit: 10,
      affix: "prepend",
    });
    expect(page.data.map((m) => m.data.text)).toEqual(expect.arrayContaining(["team 1", "team 2", "team 3"]));
  });

  it("pages reactions with the next cursor and filters to one reaction", async () => {
    const first = ids.group[0] ?? "";
    const page1 = await listReactions(s.connection, { messageId: first, limit: 5, affix: "append" });
    expect(page1.data).toHaveLength(5);
    expect(page1.meta.current).toEqual({ limit: 5, count: 5 });
    const page2 = await listReactions(s.connection, {
      messageId: first,
      limit: 5,
      affix: "append",
      id: page1.meta.next?.id,
    });
    const page3 = await listReactions(s.connection, {
      messageId: first,
      limit: 5,
      affix: "append",
      id: page2.meta.next?.id,
    });
    expect(page3.data).toHaveLength(1);
    expect(page3.meta.next).toBeUndefined();
    const seen = new Set([...page1.data, ...page2.data, ...page3.data].map((r) => r.id));
    expect(seen.size).toBe(11);
    const thumbs = await listReactions(s.connection, {
      messageId: first,
      reaction: "👍",
      limit: 10,
      affix: "append",
    });
    expect(thumbs.data.map((r) => [r.reaction, r.uid])).toEqual([["👍", "alice"]]);
    const counts = (await getMessage(s.connection, first)).data.reactions;
    expect(counts).toEqual(
      expect.arrayContaining([
        { reaction: ":a:", count: 2 },
        { reaction: "👍", count: 1 },
      ]),
    );
  });

  it("soft-deletes (text removed, marks set) and permanently deletes (then not found)", async () => {
    const soft = ids.pair[0] ?? "";
    const action = await deleteMessage(s.connection, { messageId: soft, permanent: false });
    expect(action.data.action).toBe("deleted");
    expect(action.data.entities.on.entity).toMatchObject({ id: soft });
    const after = await getMessage(s.connection, soft);
    expect(after.deletedAt).toBeGreaterThan(0);
    expect(after.deletedBy).toBeDefined();
    expect(after.data.text).toBeUndefined();

    const gone = ids.pair[1] ?? "";
    await deleteMessage(s.connection, { messageId: gone, permanent: true });
    await expect(getMessage(s.connection, gone)).rejects.toMatchObject({ code: "ERR_MESSAGE_ID_NOT_FOUND" });
  });

  it("an unknown message id is ERR_MESSAGE_ID_NOT_FOUND for read, delete and reactions", async () => {
    await expect(getMessage(s.connection, "999999")).rejects.toMatchObject({
      code: "ERR_MESSAGE_ID_NOT_FOUND",
    });
    await expect(deleteMessage(s.connection, { messageId: "999999" })).rejects.toMatchObject({ status: 404 });
    await expect(
      listReactions(s.connection, { messageId: "999999", limit: 10, affix: "append" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("sending and editing", () => {
  it("sends as a user and as the app, then edits the text", async () => {
    const sent = await sendMessage(
      s.connection,
      {
        receiver: "bob",
        receiverType: "user",
        category: "message",
        type: "text",
        data: { text: "from alice" },
      },
      "alice",
    );
    expect(sent).toMatchObject({ sender: "alice", receiver: "bob", data: { text: "from alice" } });
    const asApp = await sendMessage(s.connection, {
      receiver: "team",
      receiverType: "group",
      category: "message",
      type: "text",
      data: { text: "announcement" },
    });
    expect(asApp.sender).toBe("app_system");
    const edited = await editMessage(
      s.connection,
      sent.id,
      editMessageBody({
        messageId: sent.id,
        text: "edited text",
        metadata: '{"pinned": true}',
        tags: "a, b",
      }),
    );
    expect(edited.data.action).toBe("edited");
    const now = await getMessage(s.connection, sent.id);
    expect(now.data.text).toBe("edited text");
    expect(now.data.metadata).toEqual({ pinned: true });
    expect(now.tags).toEqual(["a", "b"]);
    expect(now.editedAt).toEqual(expect.any(Number));
    await editMessage(s.connection, sent.id, editMessageBody({ messageId: sent.id, metadata: "", tags: "" }));
    const cleared = await getMessage(s.connection, sent.id);
    expect([cleared.data.text, cleared.data.metadata, cleared.tags]).toEqual(["edited text", {}, []]);
  });
});

describe("threads in the search", () => {
  it("finds thread parents with hasReplies, each with its replyCount", async () => {
    const parent = ids.group[1] ?? "";
    for (const text of ["first reply", "second reply"]) {
      await replyInThread(s.connection, {
        messageId: parent,
        receiverType: "group",
        other: "team",
        sender: "bob",
        text,
      });
    }
    const q = { conversationId: "group_team", category: "message", limit: 100, affix: "prepend" } as const;
    const threads = await searchMessages(s.connection, { ...q, hasReplies: true });
    expect(threads.data.map((m) => [m.id, m.replyCount])).toEqual([[parent, 2]]);
    const rest = await searchMessages(s.connection, { ...q, hasReplies: false });
    expect(rest.data.map((m) => m.id)).not.toContain(parent);
    expect(rest.data.map((m) => m.data.text)).toEqual(expect.arrayContaining(["team 1", "first reply"]));
  });
});
