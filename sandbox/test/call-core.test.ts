import { describe, expect, it } from "vitest";
import { callSchema } from "../../lib/schemas/calls";
import {
  callEvents,
  callView,
  deriveCall,
  formatDuration,
  minutesOf,
  RecordCallInput,
} from "../src/core/calls";
import { callA, callD, T } from "./call-fixtures";

const counter = () => {
  let n = 0;
  return (bytes: number) => {
    n += 1;
    return n.toString(16).padStart(bytes * 2, "0");
  };
};
const opts = () => ({ appId: "app1", region: "eu", publicUrl: "https://sb.test/", idSource: counter() });

describe("core calls", () => {
  it("derives the same rows from the same input and id source", () => {
    const input = RecordCallInput.parse(callA);
    const a = deriveCall(input, opts());
    const b = deriveCall(input, opts());
    expect(a).toEqual(b);
    expect(a.call.session_id).toBe(`v1.eu.app1.${T}000000000000000000000001`);
    expect(a.recordings[0]?.recording_url).toBe(`https://sb.test/recordings/${a.recordings[0]?.rid}.mp4`);
    expect(a.participants.map((p) => p.seq)).toEqual([0, 1, 2]);
  });

  it("keeps a given sessionId and lower-cases uids", () => {
    const input = RecordCallInput.parse({
      ...callA,
      initiator: "Alice",
      sessionId: "v1.eu.app1.1793534400abc",
    });
    const d = deriveCall(input, opts());
    expect(d.call.session_id).toBe("v1.eu.app1.1793534400abc");
    expect(d.call.initiator).toBe("alice");
  });

  it("formats durations as HH:MM:SS and minutes to two decimals", () => {
    expect(formatDuration(0)).toBe("00:00:00");
    expect(formatDuration(59)).toBe("00:00:59");
    expect(formatDuration(3661)).toBe("01:01:01");
    expect(formatDuration(86_400)).toBe("24:00:00");
    expect(minutesOf(895)).toBe(14.92);
    expect(minutesOf(90)).toBe(1.5);
  });

  it("rejects a group call only when every invitee declined", () => {
    const base = {
      initiator: "a",
      receiver: "g",
      receiverType: "group",
      type: "audio",
      mode: "call",
      initiatedAt: T,
    };
    const status = (participants: unknown[]) =>
      deriveCall(RecordCallInput.parse({ ...base, participants }), opts()).call.status;
    expect(
      status([
        { uid: "a", outcome: "unanswered" },
        { uid: "b", outcome: "rejected" },
        { uid: "c", outcome: "rejected" },
      ]),
    ).toBe("rejected");
    expect(
      status([
        { uid: "a", outcome: "unanswered" },
        { uid: "b", outcome: "rejected" },
        { uid: "c", outcome: "unanswered" },
      ]),
    ).toBe("unanswered");
  });

  it("answers the list form of the call resource from derived rows", () => {
    const d = deriveCall(RecordCallInput.parse(callD), opts());
    const view = callSchema.strict().parse(callView(d.call, d.participants));
    expect(view.status).toBe("ongoing");
    expect(view).not.toHaveProperty("metaData");
  });

  it("orders events by time and life-cycle step, and skips end events of an ongoing meeting", () => {
    const d = deriveCall(RecordCallInput.parse(callD), opts());
    const events = callEvents(d);
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((x, y) => x - y));
    expect(events.every((e) => e.extra.type === "meet")).toBe(true);
    expect(events.some((e) => e.trigger === "meeting_ended")).toBe(false);
    const names = callEvents(d, { names: { carol: "Carol C" } })
      .filter((e) => e.trigger === "meeting_participant_joined")
      .map((e) => (e.data.occupant as { name: string }).name);
    expect(names).toEqual(["alice", "bob", "Carol C"]);
  });
});
