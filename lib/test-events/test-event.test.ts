import { describe, expect, it } from "vitest";
import { eventDataSchemas, parseEvent, TRIGGER_IDS } from "@/lib/schemas/events";
import { buildTestEvent } from "./test-event";

const base = { appId: "app1", region: "eu" as const, now: 1_760_000_000 };

describe("buildTestEvent", () => {
  it.each(TRIGGER_IDS)("builds a %s payload that parses with the events schema", (trigger) => {
    const event = buildTestEvent({ ...base, trigger });
    const parsed = parseEvent(event);
    expect(parsed.trigger).toBe(trigger);
    expect(eventDataSchemas[trigger].safeParse(event.data).success).toBe(true);
    expect(parsed).toMatchObject({ appId: "app1", region: "eu", webhook: "dashboard-test" });
  });

  it("adds the top-level type of call and meeting events only", () => {
    expect(buildTestEvent({ ...base, trigger: "call_started" }).type).toBe("call");
    expect(buildTestEvent({ ...base, trigger: "meeting_ended" }).type).toBe("meet");
    expect(buildTestEvent({ ...base, trigger: "recording_generated" }).type).toBe("call");
    expect("type" in buildTestEvent({ ...base, trigger: "message_sent" })).toBe(false);
  });

  it("names the given webhook and uses the given time", () => {
    const event = buildTestEvent({ ...base, trigger: "call_ended", webhook: "orders" });
    expect(event.webhook).toBe("orders");
    expect(event.data).toMatchObject({ destroyed_at: base.now });
  });

  it("refuses an unknown trigger with a message naming it", () => {
    expect(() => buildTestEvent({ ...base, trigger: "message_exploded" })).toThrow(
      '"message_exploded" is not a known trigger id.',
    );
  });
});

describe("test event ids", () => {
  it("differ between two events, so the receiver keeps both", () => {
    const a = buildTestEvent({ ...base, trigger: "message_sent" });
    const b = buildTestEvent({ ...base, trigger: "message_sent" });
    expect(JSON.stringify(a.data)).not.toBe(JSON.stringify(b.data));
    const c = buildTestEvent({ ...base, trigger: "group_updated" });
    const d = buildTestEvent({ ...base, trigger: "group_updated" });
    expect(JSON.stringify(c.data)).not.toBe(JSON.stringify(d.data));
    // Many in the same millisecond: every one its own.
    const ids = Array.from({ length: 2000 }, () =>
      JSON.stringify(buildTestEvent({ ...base, trigger: "message_sent" }).data),
    );
    expect(new Set(ids).size).toBe(2000);
  });
});
