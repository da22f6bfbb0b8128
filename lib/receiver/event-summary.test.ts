import { describe, expect, it } from "vitest";
import { eventReaction, eventSummary } from "./event-summary";

describe("eventReaction", () => {
  it("names the reaction of a reaction event, as sent; nothing for other events", () => {
    const added = {
      trigger: "message_reaction_added",
      data: { reaction: { reaction: ":rocket:", uid: "ada" } },
    };
    expect(eventReaction(added)).toBe(":rocket:");
    expect(eventSummary(added)).toBe("reaction :rocket:");
    expect(eventReaction({ data: { message: { data: { text: "hi" } } } })).toBeUndefined();
    expect(eventReaction({ data: { reaction: "👍" } })).toBeUndefined();
    expect(eventReaction({})).toBeUndefined();
  });
});
