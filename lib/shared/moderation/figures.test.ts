import { describe, expect, it } from "vitest";
import { moderationFigures } from "./figures";

const NOW = Date.UTC(2026, 10, 26, 12) / 1000;
const H = 3600;

describe("moderationFigures", () => {
  it("counts reports and blocks per UTC day, times to first review, and outcomes by reason", () => {
    const f = moderationFigures({
      now: NOW,
      days: 3,
      pending: [
        { kind: "flagged", createdAt: NOW - H },
        { kind: "blocked", createdAt: NOW - 2 * H },
        { kind: "flagged", createdAt: NOW - 10 * 24 * H },
      ],
      reviewed: [
        {
          kind: "flagged",
          status: "approved",
          createdAt: NOW - 30 * H,
          reviewedAt: NOW - 29 * H,
          reasonIds: ["spam"],
        },
        {
          kind: "flagged",
          status: "disapproved",
          createdAt: NOW - 30 * H,
          reviewedAt: NOW - 20 * H,
          reasonIds: ["spam", "other"],
        },
        { kind: "blocked", status: "rejected", createdAt: NOW - 5 * H, reviewedAt: NOW - 5 * H + 60 },
        { kind: "flagged", status: "approved", reviewedAt: NOW },
      ],
    });
    expect(f.days).toEqual([
      { day: "2026-11-24", reported: 0, blocked: 0 },
      { day: "2026-11-25", reported: 2, blocked: 0 },
      { day: "2026-11-26", reported: 1, blocked: 2 },
    ]);
    expect(f.firstReview).toEqual({ median: H, p90: 10 * H, count: 3 });
    expect(f.byReason).toEqual([
      { reasonId: "spam", approved: 1, removed: 1 },
      { reasonId: "(none)", approved: 1, removed: 0 },
      { reasonId: "other", approved: 0, removed: 1 },
    ]);
  });

  it("has no review time before anything is reviewed", () => {
    expect(moderationFigures({ now: NOW, pending: [], reviewed: [] }).firstReview).toBeUndefined();
  });
});
