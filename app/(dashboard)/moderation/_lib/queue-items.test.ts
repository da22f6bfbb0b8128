import { describe, expect, it } from "vitest";
import type { FlaggedMessage } from "@/lib/schemas/moderation";
import { itemsOf, NO_FILTERS, queryOf, shownOf } from "./queue-items";

describe("shownOf", () => {
  it("reads the sender's name and avatar from the message's entities", () => {
    expect(
      shownOf({
        id: 101,
        sender: "spam",
        receiver: "staff",
        receiverType: "group",
        sentAt: 1_700_000_000,
        data: { text: "hi", entities: { sender: { entity: { name: "Spam Bot", avatar: "a.png" } } } },
      }),
    ).toEqual({
      id: "101",
      sender: "spam",
      senderName: "Spam Bot",
      senderAvatar: "a.png",
      receiver: "staff",
      receiverType: "group",
      text: "hi",
      sentAt: 1_700_000_000,
    });
  });

  it("shows custom data as JSON, else the message's type, and a user receiver unless a group", () => {
    expect(shownOf({ id: "1", data: { customData: { a: 1 } } })).toMatchObject({
      text: '{"a":1}',
      receiverType: "user",
      sender: "",
    });
    expect(shownOf({ id: "1", type: "image" }).text).toBe("(image)");
    expect(shownOf({ id: "1" }).text).toBe("(message)");
  });
});

describe("itemsOf", () => {
  const report = (id: string) => ({ id }) as FlaggedMessage;
  it("leaves out the items whose outcome is chosen, by kind and id", () => {
    const data = { kind: "flagged" as const, items: [report("f1"), report("f2"), report("f3")] };
    expect(itemsOf(data, new Set(["flagged:f2", "blocked:f3"])).map((i) => i.item.id)).toEqual(["f1", "f3"]);
    expect(itemsOf(undefined, new Set())).toEqual([]);
  });
});

describe("queryOf", () => {
  it("sends only the filters set, and each queue's own", () => {
    const f = { ...NO_FILTERS, sender: "spam", reason: "spam", rule: "words" };
    expect(queryOf("flagged", f, 50)).toEqual({
      limit: 50,
      sender: "spam",
      receiver: undefined,
      reasonId: "spam",
      ruleId: undefined,
      from: undefined,
    });
    expect(queryOf("blocked", f, 100)).toMatchObject({ limit: 100, reasonId: undefined, ruleId: "words" });
  });
});
