import { describe, expect, it } from "vitest";
import { comparedWith, periodsCompared } from "./labels";

describe("the comparison's words", () => {
  it("say the rule and the dates of this month against last month", () => {
    const r = {
      comparison: "last-month" as const,
      firstDay: "2026-11-01",
      lastDay: "2026-11-28",
      previousFirstDay: "2026-10-01",
      previousLastDay: "2026-10-28",
    };
    expect(comparedWith(r)).toBe("the same days of last month, 01 Oct 2026 – 28 Oct 2026");
    expect(periodsCompared(r)).toBe("01 Nov 2026 – 28 Nov 2026 vs 01 Oct 2026 – 28 Oct 2026");
  });

  it("say how many days come before, and the dates", () => {
    const r = {
      comparison: "days-before" as const,
      firstDay: "2026-03-09",
      lastDay: "2026-03-15",
      previousFirstDay: "2026-03-02",
      previousLastDay: "2026-03-08",
    };
    expect(comparedWith(r)).toBe("the 7 days before, 02 Mar 2026 – 08 Mar 2026");
    const one = {
      ...r,
      firstDay: "2026-03-15",
      previousFirstDay: "2026-03-14",
      previousLastDay: "2026-03-14",
    };
    expect(comparedWith(one)).toBe("the day before, 14 Mar 2026");
  });
});
