import { describe, expect, it } from "vitest";
import { EVENT_FAMILIES, familyOf } from "@/lib/receiver/families";
import { TRIGGER_IDS } from "@/lib/schemas/events";
import { diffTriggers, familyState, subscribesToAll, TRIGGER_FAMILIES } from "./triggers";

describe("trigger families", () => {
  it("hold every trigger exactly once", () => {
    const all = TRIGGER_FAMILIES.flatMap((f) => f.triggers);
    expect([...all].sort()).toEqual([...TRIGGER_IDS].sort());
    // The receiver's families, in its order, each holding the triggers the receiver files under it.
    expect(TRIGGER_FAMILIES.map((f) => f.id)).toEqual(EVENT_FAMILIES.filter((f) => f !== "other"));
    for (const f of TRIGGER_FAMILIES) for (const t of f.triggers) expect(familyOf(t)).toBe(f.id);
  });

  it("report all, some or none of a family", () => {
    const calls = TRIGGER_FAMILIES.find((f) => f.id === "calls")?.triggers ?? [];
    expect(familyState(calls, new Set())).toBe("none");
    expect(familyState(calls, new Set(["call_started", "message_sent"]))).toBe("some");
    expect(familyState(calls, new Set(calls))).toBe("all");
  });

  it("say when a selection holds every trigger", () => {
    expect(subscribesToAll(new Set(TRIGGER_IDS))).toBe(true);
    expect(subscribesToAll(new Set(TRIGGER_IDS.slice(1)))).toBe(false);
  });
});

describe("diffTriggers", () => {
  it("names only the added and the removed ids, in the documented order", () => {
    expect(
      diffTriggers(
        ["message_sent", "call_ended", "group_created"],
        ["call_ended", "recording_generated", "message_edited"],
      ),
    ).toEqual({ add: ["message_edited", "recording_generated"], remove: ["message_sent", "group_created"] });
  });

  it("is empty when nothing changed, whatever the order", () => {
    expect(diffTriggers(["call_ended", "message_sent"], ["message_sent", "call_ended"])).toEqual({
      add: [],
      remove: [],
    });
  });

  it("adds everything for a new webhook and removes everything when cleared", () => {
    expect(diffTriggers([], ["user_blocked"]).add).toEqual(["user_blocked"]);
    expect(diffTriggers(TRIGGER_IDS, []).remove).toEqual([...TRIGGER_IDS]);
  });

  it("ignores ids the service does not know", () => {
    expect(diffTriggers([], ["not_a_trigger", "message_sent"])).toEqual({
      add: ["message_sent"],
      remove: [],
    });
  });
});
