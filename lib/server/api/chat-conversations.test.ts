import { describe, expect, it } from "vitest";
import { arrangeChat } from "@/test/chat-fixture";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as conversationsContract from "../../contract/conversations";
import { type ListConversationsParams, listConversationsInput } from "../../inputs/chat-conversations-query";
import { call } from "./call";
import type { Connection } from "./request";

// The dashboard's conversations client: the conversations contracts through `call`, against the sandbox.
const listConversations = (conn: Connection, p: ListConversationsParams) =>
  call(conn, conversationsContract.listConversations, listConversationsInput(p));
const withUser = async (conn: Connection, uid: string, onBehalfOf: string) =>
  (await call(conn, conversationsContract.getUserConversation, { params: { uid }, onBehalfOf })).data;
const withGroup = async (conn: Connection, guid: string, onBehalfOf: string) =>
  (await call(conn, conversationsContract.getGroupConversation, { params: { guid }, onBehalfOf })).data;
const byId = async (conn: Connection, conversationId: string, onBehalfOf: string) =>
  (await call(conn, conversationsContract.getConversation, { params: { conversationId }, onBehalfOf })).data;

let ids: Awaited<ReturnType<typeof arrangeChat>>;

const s = sandboxForFile("eu", async () => {
  ids = await arrangeChat(s);
});

describe("conversations client", () => {
  it("lists all conversations, or one user's with unread counts", async () => {
    const all = await listConversations(s.connection, { page: 1, perPage: 25 });
    expect(all.meta.pagination.total).toBe(2);
    const groups = await listConversations(s.connection, { page: 1, perPage: 25, conversationType: "group" });
    expect(groups.data.map((c) => c.conversationId)).toEqual(["group_team"]);
    const bobs = await listConversations(s.connection, {
      page: 1,
      perPage: 25,
      onBehalfOf: "bob",
      unread: true,
    });
    expect(bobs.data.length).toBeGreaterThan(0);
    for (const c of bobs.data) expect(Number(c.unreadMessageCount)).toBeGreaterThan(0);
    const carols = await listConversations(s.connection, { page: 1, perPage: 25, onBehalfOf: "carol" });
    expect(carols.meta.pagination.total).toBe(0);
  });

  it("opens a user conversation and a group conversation as a user", async () => {
    const pair = await withUser(s.connection, "bob", "alice");
    expect(pair).toMatchObject({ conversationId: "alice_user_bob", conversationType: "user" });
    expect(pair.conversationWith).toMatchObject({ uid: "bob" });
    expect(pair.lastMessage.id).toBe(ids.pair[ids.pair.length - 1]);
    expect(pair.unreadMessageCount).toMatch(/^\d+$/);
    const team = await withGroup(s.connection, "team", "bob");
    expect(team.conversationWith).toMatchObject({ guid: "team", scope: "participant" });
  });

  it("looks one up by id through the deprecated operation", async () => {
    const found = await byId(s.connection, "alice_user_bob", "bob");
    expect(found).toHaveLength(1);
    expect(found[0]?.conversationWith).toMatchObject({ uid: "alice" });
  });

  it("answers the service's errors: not a member, unknown conversation", async () => {
    await expect(withGroup(s.connection, "team", "carol")).rejects.toMatchObject({ status: 403 });
    await expect(byId(s.connection, "carol_user_dave", "carol")).rejects.toMatchObject({
      code: "ERR_CONVERSATION_NOT_FOUND",
    });
    await expect(withUser(s.connection, "nobody", "alice")).rejects.toMatchObject({
      code: "ERR_UID_NOT_FOUND",
    });
  });
});
