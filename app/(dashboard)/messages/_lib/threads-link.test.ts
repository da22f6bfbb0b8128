import { describe, expect, it } from "vitest";
import { conversationIdOf, threadsHref } from "./threads-link";

describe("threadsHref", () => {
  it("searches a group's or a user pair's thread parents", () => {
    expect(threadsHref({ receiverType: "group", target: "team" })).toBe(
      "/messages/search?conversation=group_team&replies=with",
    );
    expect(conversationIdOf({ receiverType: "user", target: "Bob", onBehalfOf: "alice" })).toBe(
      "alice_user_bob",
    );
    expect(conversationIdOf({ receiverType: "user", target: "alice", onBehalfOf: "bob" })).toBe(
      "alice_user_bob",
    );
  });
});
