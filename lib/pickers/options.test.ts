import { describe, expect, it } from "vitest";
import { conversationOption, groupOption, userOption } from "./options";

describe("picker options", () => {
  it("shows a user by name with the uid beneath, and falls back to the uid for a blank name", () => {
    expect(userOption({ uid: "alice", name: "Alice Laurent", avatar: "https://x.test/a.png" })).toEqual({
      value: "alice",
      label: "Alice Laurent",
      detail: "alice",
      avatar: "https://x.test/a.png",
    });
    expect(userOption({ uid: "bob", name: "" })).toEqual({ value: "bob", label: "bob", detail: "bob" });
  });

  it("shows a group with its guid, type and member count", () => {
    expect(groupOption({ guid: "design", name: "Design", type: "private", membersCount: 1 })).toEqual({
      value: "design",
      label: "Design",
      detail: "design · private · 1 member",
    });
    expect(groupOption({ guid: "g", name: "G", type: "public", membersCount: 3 }).detail).toBe(
      "g · public · 3 members",
    );
  });

  it("names a conversation by its other party", () => {
    const user = { uid: "bob", name: "Bob Martin", role: "default", status: "offline" as const };
    expect(conversationOption({ conversationId: "alice_user_bob", conversationWith: user })).toEqual({
      value: "alice_user_bob",
      label: "Bob Martin",
      detail: "alice_user_bob",
    });
    const group = {
      guid: "design",
      name: "Design",
      type: "public" as const,
      owner: "alice",
      membersCount: 2,
      createdAt: 1,
      icon: "https://x.test/g.png",
      conversationId: "group_design",
    };
    expect(conversationOption({ conversationId: "group_design", conversationWith: group })).toMatchObject({
      label: "Group Design",
      avatar: "https://x.test/g.png",
    });
  });
});
