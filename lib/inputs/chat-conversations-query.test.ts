import { describe, expect, it } from "vitest";
import {
  listConversationsInput,
  listConversationsQuery,
  lookupConversationInput,
  openConversationInput,
} from "./chat-conversations-query";

describe("lookupConversationInput", () => {
  it("takes the two forms of conversation id", () => {
    for (const conversationId of ["alice_user_bob", "group_team-1", "a-1_user_b_2"]) {
      expect(lookupConversationInput.safeParse({ conversationId, onBehalfOf: "alice" }).success).toBe(true);
    }
  });

  it("explains a malformed id", () => {
    for (const conversationId of [
      "alice-bob",
      "group_",
      "_user_bob",
      "alice_user_",
      "group_a b",
      "x".repeat(211),
    ]) {
      const r = lookupConversationInput.safeParse({ conversationId, onBehalfOf: "alice" });
      expect(r.success, conversationId).toBe(false);
    }
    const r = lookupConversationInput.safeParse({ conversationId: "alice-bob", onBehalfOf: "alice" });
    expect(r.error?.issues[0]?.message).toContain("<uidA>_user_<uidB>");
  });

  it("needs the user it is read as", () => {
    expect(lookupConversationInput.safeParse({ conversationId: "group_g" }).success).toBe(false);
    expect(lookupConversationInput.safeParse({ conversationId: "group_g", onBehalfOf: "" }).success).toBe(
      false,
    );
  });
});

describe("openConversationInput", () => {
  it("takes a user or a group and the acting user", () => {
    expect(openConversationInput.safeParse({ with: "group", id: "g1", onBehalfOf: "a" }).success).toBe(true);
    expect(openConversationInput.safeParse({ with: "call", id: "g1", onBehalfOf: "a" }).success).toBe(false);
    expect(openConversationInput.safeParse({ with: "user", id: "b c", onBehalfOf: "a" }).success).toBe(false);
  });
});

describe("listConversationsQuery", () => {
  it("refuses unread without a user, with a sentence on the unread field", () => {
    const r = listConversationsQuery.safeParse({ unread: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["unread"]);
    expect(listConversationsQuery.safeParse({ unread: true, onBehalfOf: "alice" }).success).toBe(true);
  });

  it("checks the type and the uid", () => {
    expect(listConversationsQuery.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(listConversationsQuery.safeParse({ conversationType: "meet" }).success).toBe(false);
    expect(listConversationsQuery.safeParse({ onBehalfOf: "a b" }).success).toBe(false);
  });
});

describe("listConversationsQuery's party tags", () => {
  it("takes the user's and the group's tags as lists, trimmed, and sends them as the service's lists", () => {
    const q = listConversationsQuery.parse({ conversationType: "user", userTags: [" vip ", "beta"] });
    expect(q).toEqual({ page: 1, perPage: 25, conversationType: "user", userTags: ["vip", "beta"] });
    expect(listConversationsInput(q)).toEqual({
      query: { page: 1, perPage: 25, conversationType: "user", userTags: ["vip", "beta"], unread: undefined },
      onBehalfOf: undefined,
    });
    expect(listConversationsQuery.parse({ groupTags: ["team"] }).groupTags).toEqual(["team"]);
  });

  it("explains an empty, long, comma-holding or 26th tag", () => {
    const problem = (groupTags: unknown) =>
      listConversationsQuery.safeParse({ groupTags }).error?.issues.map((i) => i.message);
    expect(problem([" "])).toEqual(["A tag must not be empty."]);
    expect(problem(["t".repeat(101)])).toEqual(["A tag is at most 100 characters."]);
    expect(problem(["a,b"])).toEqual(["A tag to filter by cannot hold a comma."]);
    expect(problem(Array.from({ length: 26 }, (_, i) => `t${i}`))).toEqual(["Filter by at most 25 tags."]);
    expect(listConversationsQuery.safeParse({ userTags: "vip" }).success).toBe(false);
  });

  it("takes a member's own tags for their conversations with the member, checked as the party tags are", () => {
    const q = listConversationsQuery.parse({ onBehalfOf: "ada", tags: [" work "] });
    expect(listConversationsInput(q)).toEqual({
      query: { page: 1, perPage: 25, tags: ["work"], unread: undefined },
      onBehalfOf: "ada",
    });
    expect(
      listConversationsQuery.safeParse({ onBehalfOf: "ada", tags: ["a,b"] }).error?.issues[0]?.message,
    ).toBe("A tag to filter by cannot hold a comma.");
  });
});
