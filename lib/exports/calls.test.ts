import { describe, expect, it } from "vitest";
import { endedCall } from "@/test/call-fixture";
import { callsExport } from "./calls";

const call = endedCall({
  mode: "meet",
  receiver: "team",
  receiverType: "group",
  totalVideoMinutes: 4.333333,
  totalParticipants: 3,
  hasRecording: true,
  hasTranscription: true,
});

describe("calls export", () => {
  it("formats each column as the calls table shows it, times in ISO 8601 UTC", () => {
    const cells = Object.values(callsExport.columns).map((c) => c.value(call));
    expect(cells).toEqual([
      "2026-09-21T14:13:20.000Z",
      "video",
      "meet",
      "ended",
      "ada",
      "team (group)",
      "00:02:00",
      3,
      "1.5 / 4.33",
      "yes",
      "yes",
      "v1.us.app.1",
    ]);
    expect(callsExport.columns.hasRecording?.value({ ...call, hasRecording: false })).toBe("no");
    expect(callsExport.columns.hasTranscription?.value({ ...call, hasTranscription: false })).toBe("no");
  });

  it("validates params with the calls list's own query", () => {
    expect(callsExport.schema.safeParse({ status: "ended", uid: "ada" }).success).toBe(true);
    expect(callsExport.schema.safeParse({ status: "lost" }).success).toBe(false);
  });
});
