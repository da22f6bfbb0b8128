import { describe, expect, it } from "vitest";
import {
  cursorBefore,
  deleteMessageActionInput,
  listMessagesQuery,
  listReactionsQuery,
  messageTargetInput,
  receiverOf,
  sendMessageActionInput,
} from "./chat-messages-query";

describe("listMessagesQuery", () => {
  it("reads a user pair only as one of its users", () => {
    const r = listMessagesQuery.safeParse({ receiverType: "user", target: "bob" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["onBehalfOf"]);
    expect(
      listMessagesQuery.safeParse({ receiverType: "user", target: "bob", onBehalfOf: "alice" }).success,
    ).toBe(true);
    expect(listMessagesQuery.parse({ receiverType: "group", target: "g" })).toEqual({
      receiverType: "group",
      target: "g",
      limit: 25,
      affix: "prepend",
    });
  });

  it("bounds the limit and checks the cursor", () => {
    const base = { receiverType: "group", target: "g" } as const;
    expect(listMessagesQuery.safeParse({ ...base, limit: 1001 }).success).toBe(false);
    expect(listMessagesQuery.safeParse({ ...base, limit: 0 }).success).toBe(false);
    expect(listMessagesQuery.safeParse({ ...base, id: "12a" }).success).toBe(false);
    expect(listMessagesQuery.safeParse({ ...base, affix: "middle" }).success).toBe(false);
    expect(listMessagesQuery.safeParse({ ...base, id: "42", affix: "append" }).success).toBe(true);
  });
});

describe("listReactionsQuery", () => {
  it("defaults to 10 after the start and allows at most 100", () => {
    expect(listReactionsQuery.parse({ messageId: "5" })).toEqual({
      messageId: "5",
      limit: 10,
      affix: "append",
    });
    expect(listReactionsQuery.safeParse({ messageId: "5", limit: 101 }).success).toBe(false);
  });

  it("checks the reaction filter", () => {
    expect(listReactionsQuery.safeParse({ messageId: "5", reaction: "👍" }).success).toBe(true);
    expect(listReactionsQuery.safeParse({ messageId: "5", reaction: " x" }).success).toBe(false);
    expect(listReactionsQuery.safeParse({ messageId: "5", reaction: "x".repeat(46) }).success).toBe(false);
  });
});

describe("message ids", () => {
  it("are digit strings", () => {
    expect(messageTargetInput.safeParse({ id: "123" }).success).toBe(true);
    expect(messageTargetInput.safeParse({ id: "abc" }).success).toBe(false);
    expect(messageTargetInput.safeParse({ id: "1".repeat(16) }).success).toBe(false);
  });

  it("delete defaults to soft", () => {
    expect(deleteMessageActionInput.parse({ messageId: "9" })).toEqual({ messageId: "9", permanent: false });
    expect(deleteMessageActionInput.safeParse({ messageId: "9", permanent: "yes" }).success).toBe(false);
  });

  it("the cursor before an id starts a page at that id", () => {
    expect(cursorBefore("1000")).toBe("999");
    expect(cursorBefore("90071992547409930")).toBe("90071992547409929");
  });
});

describe("sendMessageActionInput", () => {
  const pair = { receiverType: "user", target: "bob", as: "alice", text: "hi" } as const;

  it("sends between two users as either of them, to the other", () => {
    expect(receiverOf(sendMessageActionInput.parse({ ...pair, sender: "alice" }))).toBe("bob");
    expect(receiverOf(sendMessageActionInput.parse({ ...pair, sender: "Bob" }))).toBe("alice");
  });

  it("refuses a third user, blank text and a message over 65 KB, next to their fields", () => {
    const paths = (v: unknown) =>
      sendMessageActionInput.safeParse(v).error?.issues.map((i) => i.path.join("."));
    expect(paths({ ...pair, sender: "carol" })).toEqual(["sender"]);
    expect(paths({ ...pair, sender: "alice", text: "   " })).toEqual(["text"]);
    expect(paths({ ...pair, sender: "alice", text: "x".repeat(65 * 1024 + 1) })).toEqual(["text"]);
  });

  it("sends into a group as a member, or as the app when the sender is blank", () => {
    const g = { receiverType: "group", target: "team", sender: "", text: "hi" } as const;
    expect(receiverOf(sendMessageActionInput.parse(g))).toBe("team");
    expect(sendMessageActionInput.safeParse({ ...g, sender: "not a uid" }).success).toBe(false);
  });

  it("sends as a bot only from a named user, never as the app", () => {
    const g = { receiverType: "group", target: "team", sender: "", text: "hi", asBot: true } as const;
    const refused = sendMessageActionInput.safeParse(g);
    expect(refused.error?.issues.map((i) => i.path.join("."))).toEqual(["sender"]);
    expect(sendMessageActionInput.parse({ ...g, sender: "helper-bot" }).asBot).toBe(true);
    expect(sendMessageActionInput.parse({ ...g, asBot: undefined }).asBot).toBe(false);
  });
});
