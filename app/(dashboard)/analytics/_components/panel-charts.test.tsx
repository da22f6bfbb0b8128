import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Panel } from "@/lib/call-store/panel-model";
import { Breakdown, DurationHistogram } from "./panel-charts";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

// happy-dom lays nothing out: every box (the chart's container, and each label recharts measures to drop
// those that would overlap) is given a card's width, as a narrow card in the three-column grid would be.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 280, height: 180 }),
  );
});
afterEach(() => vi.restoreAllMocks());

const ROWS = [
  { key: "ended", calls: 1204 },
  { key: "ongoing", calls: 3 },
  { key: "unanswered", calls: 87 },
  { key: "rejected", calls: 41 },
];

describe("Calls by status", () => {
  it("labels every bar with its status and its count", async () => {
    const { container } = render(
      <Breakdown title="Calls by status" rows={ROWS} filter="status" range={{ from: 0, to: 86_400 }} />,
    );
    const chart = await screen.findByRole("figure", { name: /^Calls by status: / });
    await vi.waitFor(() => expect(chart.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(4));
    const texts = [...chart.querySelectorAll("svg text")].map((t) => t.textContent);
    for (const r of ROWS) {
      expect(texts).toContain(r.key);
      expect(texts).toContain(String(r.calls));
    }
    // The drill-down links stay under the chart.
    expect(container.querySelectorAll("a")).toHaveLength(4);
  });
});

describe("Duration of ended calls", () => {
  it("gives each percentile under the chart, a dash where there is none", () => {
    const duration = {
      bins: [
        { from: 0, to: 60, calls: 3 },
        { from: 60, to: null, calls: 1 },
      ],
      count: 4,
      p50: 30,
      p90: 90,
      p99: null,
    };
    // Only what the chart reads of a panel.
    const { container } = render(<DurationHistogram panel={{ duration } as Panel} />);
    const shown = [...container.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(shown).toEqual(["p50 30s", "p90 1m 30s", "p99 —"]);
  });
});
