import { describe, expect, it } from "vitest";
import type { Conversation } from "@/lib/schemas/conversations";
import { messageSearchHref, otherParty, railHref } from "./member-links";

const pair = (id: string, withUid: string) =>
  ({
    conversationId: id,
    conversationType: "user",
    conversationWith: { uid: withUid, name: withUid },
  }) as Conversation;
const group = { conversationId: "group_team", conversationType: "group", conversationWith: { guid: "team" } };

describe("otherParty", () => {
  it("is the uid of the pair that is not the member, on either side, in any case", () => {
    expect(otherParty("ada_user_bob", "ada")).toBe("bob");
    expect(otherParty("ada_user_bob", "bob")).toBe("ada");
    expect(otherParty("Ada_user_bob", "ada")).toBe("bob");
    expect(otherParty("ada_user_ada", "ada")).toBe("ada");
    expect(otherParty("ada_user_bob", "cy")).toBeUndefined();
    // A uid that begins like another is not it.
    expect(otherParty("adam_user_bob", "ada")).toBeUndefined();
  });
});

describe("railHref", () => {
  it("without a member, is the conversation's own link", () => {
    expect(railHref(pair("ada_user_bob", "bob"))).toBe("/messages?type=user&target=bob&as=ada");
  });

  it("with a member, reads a pair as them with the other user as target, whoever the row says it is with", () => {
    expect(railHref(pair("ada_user_bob", "bob"), "bob")).toBe("/messages?type=user&target=ada&as=bob");
    expect(railHref(pair("ada_user_bob", "ada"), "ada")).toBe("/messages?type=user&target=bob&as=ada");
    expect(railHref(group as unknown as Conversation, "ada")).toBe("/messages?type=group&target=team&as=ada");
  });
});

describe("messageSearchHref", () => {
  it("searches the text, trimmed and cut to 100 characters, sent by the member when one is chosen", () => {
    expect(messageSearchHref("  hello world ")).toBe("/messages/search?q=hello+world");
    expect(messageSearchHref("a&b", "ada")).toBe("/messages/search?q=a%26b&sender=ada");
    expect(new URL(messageSearchHref("x".repeat(150)), "http://h").searchParams.get("q")).toHaveLength(100);
  });
});
