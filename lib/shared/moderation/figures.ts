/** What the moderation page sums up: the figures an admin asks about the queue. */
export interface FigureInputs {
  /** Pending reports and blocks, with when each came in. */
  pending: { kind: "flagged" | "blocked"; createdAt: number }[];
  reviewed: {
    kind: "flagged" | "blocked";
    status: string;
    createdAt?: number;
    reviewedAt: number;
    reasonIds?: string[];
  }[];
  now: number;
  days?: number;
}

export interface ModerationFigures {
  days: { day: string; reported: number; blocked: number }[];
  /** Seconds from report or block to review: median and the slowest tenth. */
  firstReview: { median: number; p90: number; count: number } | undefined;
  byReason: { reasonId: string; approved: number; removed: number }[];
}

const DAY = 86_400;
const dayOf = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

export function moderationFigures({ pending, reviewed, now, days = 14 }: FigureInputs): ModerationFigures {
  const first = Math.floor(now / DAY) * DAY - (days - 1) * DAY;
  const buckets = new Map<string, { day: string; reported: number; blocked: number }>();
  for (let t = first; t <= now; t += DAY) buckets.set(dayOf(t), { day: dayOf(t), reported: 0, blocked: 0 });
  const all = [...pending, ...reviewed.filter((r) => r.createdAt !== undefined)] as {
    kind: string;
    createdAt: number;
  }[];
  for (const item of all) {
    const b = buckets.get(dayOf(item.createdAt));
    if (b) b[item.kind === "flagged" ? "reported" : "blocked"]++;
  }
  const waits = reviewed
    .flatMap((r) => (r.createdAt === undefined ? [] : [Math.max(0, r.reviewedAt - r.createdAt)]))
    .sort((a, b) => a - b);
  const reasons = new Map<string, { reasonId: string; approved: number; removed: number }>();
  for (const r of reviewed) {
    if (r.kind !== "flagged") continue;
    for (const id of r.reasonIds?.length ? r.reasonIds : ["(none)"]) {
      const row = reasons.get(id) ?? { reasonId: id, approved: 0, removed: 0 };
      if (r.status === "approved") row.approved++;
      else row.removed++;
      reasons.set(id, row);
    }
  }
  return {
    days: [...buckets.values()],
    firstReview: waits.length
      ? { median: quantile(waits, 0.5), p90: quantile(waits, 0.9), count: waits.length }
      : undefined,
    byReason: [...reasons.values()].sort(
      (a, b) => b.approved + b.removed - (a.approved + a.removed) || a.reasonId.localeCompare(b.reasonId),
    ),
  };
}
