import { describe, expect, it } from "vitest";
import { emptyHeat, emptyTotals, finishPanel } from "@/lib/call-store/panel-model";
import { panelCsv } from "./panel-csv";

const q = { appId: "a", from: 1_772_323_200, to: 1_772_409_600, tz: "UTC" };

function panelWith(topUser: string) {
  const current = emptyTotals();
  current.calls = 2;
  current.status.ended = 2;
  current.total_cm = 150;
  return finishPanel(q, ["2026-03-01"], {
    current,
    previous: emptyTotals(),
    firstCall: null,
    days: new Map([["2026-03-01", { audio_cm: 150, video_cm: 0 }]]),
    heat: emptyHeat(),
    durationFine: new Map([[60, 2]]),
    percentiles: { p50: 60, p90: 61, p99: 61 },
    participants: new Map([[2, 2]]),
    topUsers: [{ key: topUser, minutes_cm: 150, calls: 2 }],
    topGroups: [],
  });
}

describe("panelCsv", () => {
  it("writes one figure per line with the on-screen values", () => {
    const lines = panelCsv(panelWith("alice")).split("\r\n");
    expect(lines[0]).toBe("section,item,measure,value");
    expect(lines).toContain("kpi,Calls,value,2");
    expect(lines).toContain("kpi,Calls,previous,0");
    expect(lines).toContain("kpi,Calls,change,");
    expect(lines).toContain("range,previous_from,unix_seconds,1772236800");
    expect(lines).toContain("range,previous_stored,boolean,false");
    expect(lines).toContain("kpi,Call minutes,value,1.5");
    expect(lines).toContain("participant_minutes_per_day,2026-03-01,audio_participant_minutes,1.5");
    expect(lines).toContain("duration,1m–1m 30s,calls,2");
    expect(lines).toContain("duration,p90,seconds,61");
    expect(lines).toContain("top_users,alice,participant_minutes,1.5");
    expect(lines.filter((l) => l.startsWith("heatmap,"))).toHaveLength(168);
  });

  it("quotes commas and defuses spreadsheet formulas", () => {
    const text = panelCsv(panelWith('=HYPERLINK("x"),1'));
    expect(text).toContain(`top_users,"'=HYPERLINK(""x""),1",participant_minutes,1.5`);
  });
});
