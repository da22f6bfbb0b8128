import { describe, expect, it } from "vitest";
import type { Message } from "../schemas/messages";
import { messageSummary } from "./message-summary";

const base: Message = {
  id: "7",
  conversationId: "ada_user_bo",
  sender: "ada",
  receiverType: "user",
  receiver: "bo",
  category: "message",
  type: "text",
  data: { text: "hi" },
  sentAt: 1_790_000_000,
  updatedAt: 1_790_000_000,
};

describe("messageSummary", () => {
  it("shows a text, a deleted message and an action", () => {
    expect(messageSummary(base)).toBe("hi");
    expect(messageSummary({ ...base, deletedAt: 1_790_000_100, data: {} })).toBe("(deleted)");
    expect(messageSummary({ ...base, category: "action", type: "message", data: { action: "edited" } })).toBe(
      "edited (action)",
    );
  });

  it("names a media message's files after its caption", () => {
    const files = [
      { url: "https://cdn.example.com/a.jpg", name: "a.jpg" },
      { url: "https://cdn.example.com/b" },
    ];
    expect(messageSummary({ ...base, type: "image", data: { attachments: files } })).toBe(
      "[image: a.jpg, https://cdn.example.com/b]",
    );
    expect(
      messageSummary({ ...base, type: "file", data: { text: "the report", attachments: files.slice(0, 1) } }),
    ).toBe("the report [file: a.jpg]");
    expect(messageSummary({ ...base, category: "custom", type: "poll", data: { customData: {} } })).toBe(
      "(custom poll)",
    );
  });
});
