import { describe, expect, it } from "vitest";
import { callTitle, callWhen, durationWords } from "./title";

const oneToOne = { initiator: "alice", receiver: "bob", receiverType: "user" as const };
const inGroup = { initiator: "alice", receiver: "design", receiverType: "group" as const };

describe("callTitle", () => {
  it("names both users of a one-to-one call", () => {
    expect(callTitle(oneToOne, { initiator: "Alice Laurent", receiver: "Bob" })).toBe(
      "Alice Laurent called Bob",
    );
  });
  it("names the group of a group call", () => {
    expect(callTitle(inGroup, { initiator: "Alice", receiver: "Design" })).toBe("Alice in group Design");
  });
  it("falls back to the ids when a name is unknown or blank", () => {
    expect(callTitle(oneToOne, { receiver: "  " })).toBe("alice called bob");
    expect(callTitle(inGroup, {})).toBe("alice in group design");
  });
});

describe("callWhen", () => {
  // 2026-11-24 14:02:30 UTC
  const initiatedAt = Date.UTC(2026, 10, 24, 14, 2, 30) / 1000;

  it("gives the time in the one date-time format, UTC, and the length of an ended call", () => {
    expect(callWhen({ initiatedAt, status: "ended", totalDuration: "00:12:09" })).toBe(
      "24 Nov 2026, 14:02:30 UTC · 12 min",
    );
  });
  it("says how a call without a length went", () => {
    expect(callWhen({ initiatedAt, status: "unanswered", totalDuration: "00:00:00" })).toBe(
      "24 Nov 2026, 14:02:30 UTC · unanswered",
    );
    expect(callWhen({ initiatedAt, status: "ongoing", totalDuration: "00:03:00" })).toMatch(/· ongoing$/);
  });
});

describe("durationWords", () => {
  it("uses hours, minutes or seconds as the length calls for", () => {
    expect(durationWords("01:05:00")).toBe("1 h 05 min");
    expect(durationWords("00:12:59")).toBe("12 min");
    expect(durationWords("00:00:45")).toBe("45 s");
    expect(durationWords("26:00:01")).toBe("26 h 00 min");
  });
});
