import { describe, expect, it, vi } from "vitest";
import { conversationOption, groupOption, userOption, withExactId } from "./options";

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

describe("the row whose id the text is", () => {
  const page = ["aaron", "alba", "alder", "alfie"].map((uid) => ({ uid }));
  const byId = async (id: string) => (["al", "alba"].includes(id) ? { uid: id } : undefined);
  const ids = async (search: string, rows = page, limit = 4) =>
    (await withExactId(rows, search, limit, (r) => r.uid, byId)).map((r) => r.uid);

  it("is asked for and put first when a full page left it out", async () => {
    expect(await ids("al")).toEqual(["al", "aaron", "alba", "alder"]);
  });
  it("is not asked for when the page has it, is not full, or the text is no id", async () => {
    const byIdSpy = vi.fn(byId);
    await withExactId(page, "ALBA", 4, (r) => r.uid, byIdSpy);
    await withExactId(page.slice(0, 3), "al", 4, (r) => r.uid, byIdSpy);
    await withExactId(page, "al ba", 4, (r) => r.uid, byIdSpy);
    expect(byIdSpy).not.toHaveBeenCalled();
  });
  it("leaves the page as it is when there is no such row", async () => {
    expect(await ids("alf")).toEqual(["aaron", "alba", "alder", "alfie"]);
  });
});
