import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { finishPanel } from "@/lib/call-store/panel-model";
import { callCounts, DAY, panelQuery as q } from "@/test/panel-fixtures";
import { KpiCards } from "./kpi-cards";

function panelWith(firstCall: number | null) {
  const a = callCounts(1000, 38, firstCall);
  a.current.status.ended = 1000;
  a.previous.status.ended = 38;
  return finishPanel(q, [], a);
}
const COMPARED = "01 Nov 2026 – 28 Nov 2026 vs 01 Oct 2026 – 28 Oct 2026";
const card = (label: string) => screen.getByText(label, { selector: "p" }).closest("li") as HTMLElement;

describe("the key figures", () => {
  it("say which dates the changes compare", () => {
    render(<KpiCards panel={panelWith(q.previous.from - DAY)} compared={COMPARED} />);
    expect(screen.getByText(`Changes: ${COMPARED}.`)).toBeTruthy();
    expect(card("Calls").textContent).toContain("up 2,531.6% · previous period 38");
  });

  it("say there is no data for a previous period the stored history does not reach, not +2,532 %", () => {
    const startsLate = q.previous.to - 2 * DAY;
    render(<KpiCards panel={panelWith(startsLate)} compared={COMPARED} />);
    expect(card("Calls").textContent).toBe("Calls1,000no data for the previous period");
    expect(screen.queryAllByText(/(up|down) [\d,.]+%/)).toEqual([]);
    expect(screen.getAllByText("no data for the previous period")).toHaveLength(9);
    expect(
      screen.getByText(
        /The stored call history starts 27 Oct 2026, 00:00:00 UTC, after the previous period began/,
      ),
    ).toBeTruthy();
  });

  it("say so when nothing is stored at all", () => {
    render(<KpiCards panel={panelWith(null)} compared={COMPARED} />);
    expect(screen.getByText(/No call history is stored for the previous period/)).toBeTruthy();
  });
});
