import { describe, expect, it } from "vitest";
import { textMessage } from "@/test/message-fixture";
import type { Conversation } from "../schemas/conversations";
import type { Message } from "../schemas/messages";
import type { Reaction } from "../schemas/reactions";
import { conversationsExport } from "./conversations";
import { messagesExport, reactionsExport } from "./messages";

const message = textMessage({
  data: { text: "+1 to that", reactions: [{ reaction: "👍", count: 2 }] },
  editedAt: 1_790_000_010,
});

describe("messages export", () => {
  it("shows kind, content and marks as the list does", () => {
    expect(Object.values(messagesExport.columns).map((c) => c.value(message))).toEqual([
      "42",
      "2026-09-21T14:13:20.000Z",
      "ada",
      "message/text",
      "+1 to that",
      "edited; 👍 2",
    ]);
    const deleted = { ...message, deletedAt: 1_790_000_020, editedAt: undefined, data: {} } as Message;
    expect(messagesExport.columns.content?.value(deleted)).toBe("(deleted)");
    expect(messagesExport.columns.marks?.value(deleted)).toBe("deleted");
    const thread = { ...message, replyCount: 3 } as Message;
    expect(messagesExport.columns.marks?.value(thread)).toBe("edited; 3 replies; 👍 2");
    expect(messagesExport.columns.marks?.value({ ...thread, replyCount: 1 })).toBe("edited; 1 reply; 👍 2");
  });

  it("names who reacted by name and uid", () => {
    const reaction = {
      id: "7",
      messageId: "42",
      reaction: "👍",
      uid: "bob",
      reactedAt: 1_790_000_030,
      reactedBy: { uid: "bob", name: "Bob", role: "default", status: "offline" },
    } as Reaction;
    expect(Object.values(reactionsExport.columns).map((c) => c.value(reaction))).toEqual([
      "👍",
      "Bob (bob)",
      "2026-09-21T14:13:50.000Z",
      "7",
    ]);
  });
});

describe("conversations export", () => {
  it("shows the other party and the last message in one cell each", () => {
    const conversation = {
      conversationId: "ada_user_bob",
      conversationType: "user",
      unreadMessageCount: "3",
      createdAt: 1_789_000_000,
      updatedAt: 1_790_000_000,
      lastMessage: message,
      conversationWith: { uid: "bob", name: "Bob", role: "default", status: "offline" },
      tags: ["vip", "follow-up"],
    } as Conversation;
    expect(Object.values(conversationsExport.columns).map((c) => c.value(conversation))).toEqual([
      "ada_user_bob",
      "user",
      "Bob (bob)",
      "3",
      "ada: +1 to that",
      "2026-09-21T14:13:20.000Z",
      "vip, follow-up",
    ]);
    expect(conversationsExport.columns.tags?.value({ ...conversation, tags: undefined })).toBe("");
  });

  it("refuses unread counts without a user to view as, as the list's own query does", () => {
    expect(conversationsExport.schema.safeParse({ unread: true }).success).toBe(false);
    expect(conversationsExport.schema.safeParse({ unread: true, onBehalfOf: "ada" }).success).toBe(true);
  });
});
