import { describe, expect, it } from "vitest";
import { parseEvent } from "./events";

describe("event schemas (lib/schemas/events)", () => {
  const envelope = (trigger: string, data: unknown, extra: Record<string, unknown> = {}) => ({
    trigger,
    ...extra,
    data,
    appId: "a1",
    region: "eu",
    webhook: "hook1",
  });

  it("accept the documented call, recording and block payloads", () => {
    const occupant = { joined_at: 1_700_000_000, audio_call: "true", name: "Ann" };
    expect(() =>
      parseEvent(envelope("meeting_participant_joined", { occupant, sessionId: "s1" }, { type: "meet" })),
    ).not.toThrow();
    expect(() =>
      parseEvent(
        envelope(
          "call_ended",
          {
            all_occupants: [{ ...occupant, left_at: 1_700_000_060 }],
            created_at: 1,
            destroyed_at: 2,
            sessionId: "s1",
          },
          { type: "call" },
        ),
      ),
    ).not.toThrow();
    const recording = {
      sessionId: "s1",
      recordingDate: "2026-11-01",
      duration: "60",
      startTime: "1700000000",
      recording_url: "https://x/r.mp4",
    };
    expect(() => parseEvent(envelope("recording_generated", recording))).not.toThrow();
    const users = { bob: { uid: "bob", name: "Bob" } };
    expect(() =>
      parseEvent(envelope("user_blocked", { users, by: { uid: "ann", name: "Ann" } })),
    ).not.toThrow();
  });

  it("reject wrong shapes", () => {
    const occupant = { joined_at: 1, audio_call: true, name: "Ann" };
    expect(() => parseEvent(envelope("call_participant_joined", { occupant, sessionId: "s" }))).toThrow();
    const recording = {
      sessionId: "s1",
      recordingDate: "01/11/2026",
      duration: "60",
      startTime: "1",
      recording_url: "u",
    };
    expect(() => parseEvent(envelope("recording_generated", recording))).toThrow();
    expect(() => parseEvent(envelope("no_such_trigger", {}))).toThrow();
    expect(() =>
      parseEvent({ ...envelope("call_started", { created_at: 1, sessionId: "s" }), extra: 1 }),
    ).toThrow();
    expect(() =>
      parseEvent(envelope("call_started", { created_at: 1, sessionId: "s" }, { type: "phone" })),
    ).toThrow();
  });
});
