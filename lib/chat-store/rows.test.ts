import { describe, expect, it } from "vitest";
import type { Message } from "../schemas/messages";
import { markOf, mentionRows, messageRow, reactionRows } from "./rows";

const message: Message = {
  id: "42",
  conversationId: "group_g",
  sender: "a",
  receiverType: "group",
  receiver: "g",
  category: "message",
  type: "text",
  data: {
    text: "ask <@uid:Bob> and <@uid:carol>, <@uid:bob> again, <@all:everyone>",
    reactions: [
      { reaction: "👍", count: 3, reactedByMe: false },
      { reaction: ":tada:", count: 1 },
    ],
  },
  sentAt: 1_772_000_000,
  updatedAt: 1_772_000_500,
};

describe("a message as the chat store keeps it", () => {
  it("keeps who it mentions (each once, in lower case) and its reactions per emoji, not its text", () => {
    expect(mentionRows("app", message)).toEqual([
      { app_id: "app", message_id: 42, uid: "bob", sent_at: 1_772_000_000 },
      { app_id: "app", message_id: 42, uid: "carol", sent_at: 1_772_000_000 },
    ]);
    expect(reactionRows("app", message)).toEqual([
      { app_id: "app", message_id: 42, reaction: "👍", count: 3, sent_at: 1_772_000_000 },
      { app_id: "app", message_id: 42, reaction: ":tada:", count: 1, sent_at: 1_772_000_000 },
    ]);
    expect(JSON.stringify(messageRow("app", message))).not.toContain("ask");
  });

  it("keeps neither for a deleted message, nor mentions for one without text", () => {
    const deleted = { ...message, deletedAt: 1_772_000_600 };
    expect(mentionRows("app", deleted)).toEqual([]);
    expect(reactionRows("app", deleted)).toEqual([]);
    const image = { ...message, type: "image", data: { attachments: [{ url: "https://x.test/p.png" }] } };
    expect(mentionRows("app", image)).toEqual([]);
    expect(reactionRows("app", image)).toEqual([]);
  });

  it("reads who an edited message mentions now from its edit's action message", () => {
    const action = (name: string, entity: Record<string, unknown>): Message => ({
      ...message,
      id: "50",
      sender: "app_system",
      category: "action",
      type: "message",
      data: { action: name, entities: { on: { entityType: "message", entity } } },
    });
    expect(markOf(action("edited", { id: "42", editedAt: 5, data: { text: "<@uid:Dave>" } }))).toEqual({
      id: 42,
      edited_at: 5,
      deleted_at: null,
      mentions: ["dave"],
    });
    // An edit that names no text leaves the stored mentions alone; a deletion clears them in the store.
    expect(markOf(action("edited", { id: "42", editedAt: 5 }))).toEqual({
      id: 42,
      edited_at: 5,
      deleted_at: null,
    });
    expect(markOf(action("deleted", { id: "42", deletedAt: 6 }))).toEqual({
      id: 42,
      edited_at: null,
      deleted_at: 6,
    });
  });
});
