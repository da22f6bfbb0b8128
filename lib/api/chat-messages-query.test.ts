import { describe, expect, it } from "vitest";
import {
  cursorBefore,
  deleteMessageActionInput,
  listMessagesQuery,
  listReactionsQuery,
  messageTargetInput,
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
