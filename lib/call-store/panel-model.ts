import type { CsRollupTable } from "../db/types";
import { DURATION_EDGES, shownBin } from "./buckets";
import type { LocalSlot } from "./tz";

export const STATUSES = ["ended", "ongoing", "unanswered", "rejected"] as const;
export const MODES = ["call", "meet", "presenter"] as const;
export const TYPES = ["audio", "video"] as const;

export interface PanelQuery {
  appId: string;
  from: number;
  to: number;
  tz: string;
  /** The period the KPIs are compared with; by default as long as the range, just before it. */
  previous?: { from: number; to: number };
}

export const previousOf = (q: PanelQuery) => q.previous ?? { from: q.from - (q.to - q.from), to: q.from };

/**
 * The stored history covers the previous period when its first call was initiated on the period's first
 * day (24 hours) or before: a history that starts later (an app newer than the period, a first sync still
 * copying) would make any change against it meaningless.
 */
export const coversPrevious = (firstCall: number | null, previousFrom: number) =>
  firstCall !== null && firstCall < previousFrom + 86_400;

export interface Totals {
  calls: number;
  /** The service's `totalDurationInMinutes`: first join to last leave. */
  total_cm: number;
  /** The service's `totalAudioMinutes`: every device session's time, summed. */
  audio_cm: number;
  video_cm: number;
  duration_s: number;
  ended: number;
  participants: number;
  recordings: number;
  status: Record<string, number>;
  mode: Record<string, number>;
  type: Record<string, number>;
}

const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));

export const emptyTotals = (): Totals => ({
  calls: 0,
  total_cm: 0,
  audio_cm: 0,
  video_cm: 0,
  duration_s: 0,
  ended: 0,
  participants: 0,
  recordings: 0,
  status: zeros(STATUSES),
  mode: zeros(MODES),
  type: zeros(TYPES),
});

/** One rollup row's sums, without its place (app, grain, bucket). */
export type TotalsPart = Omit<CsRollupTable, "app_id" | "grain" | "bucket">;

export function addPart(t: Totals, p: TotalsPart) {
  t.calls += p.calls;
  t.total_cm += p.total_cm;
  t.audio_cm += p.audio_cm;
  t.video_cm += p.video_cm;
  t.duration_s += p.duration_s;
  if (p.status === "ended") t.ended += p.calls;
  t.participants += p.participants;
  t.recordings += p.recordings;
  t.status[p.status] = (t.status[p.status] ?? 0) + p.calls;
  t.mode[p.mode] = (t.mode[p.mode] ?? 0) + p.calls;
  t.type[p.type] = (t.type[p.type] ?? 0) + p.calls;
}

export interface TopRow {
  key: string;
  minutes_cm: number;
  calls: number;
}

/** Ties break by code units, as SQL's binary collation does. */
export function byTop(a: TopRow, b: TopRow): number {
  if (a.minutes_cm !== b.minutes_cm) return b.minutes_cm - a.minutes_cm;
  if (a.calls !== b.calls) return b.calls - a.calls;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export const TOP_N = 10;

export interface Aggregates {
  current: Totals;
  previous: Totals;
  /** When the app's first stored call was initiated; null with none stored. */
  firstCall: number | null;
  days: Map<string, { audio_cm: number; video_cm: number }>;
  heat: number[][];
  durationFine: Map<number, number>;
  percentiles: { p50: number | null; p90: number | null; p99: number | null };
  participants: Map<number, number>;
  topUsers: TopRow[];
  topGroups: TopRow[];
}

export const emptyHeat = () => Array.from({ length: 7 }, () => Array<number>(24).fill(0));

/** Aggregates with nothing counted yet: zero totals and no first call unless given. */
export const emptyAggregates = (
  over: Partial<Pick<Aggregates, "current" | "previous" | "firstCall">> = {},
): Aggregates => ({
  current: emptyTotals(),
  previous: emptyTotals(),
  firstCall: null,
  days: new Map(),
  heat: emptyHeat(),
  durationFine: new Map(),
  percentiles: { p50: null, p90: null, p99: null },
  participants: new Map(),
  topUsers: [],
  topGroups: [],
  ...over,
});

/** Counts `calls` in a local slot's weekday and hour, and their minutes in its day. */
export function addToSlot(a: Aggregates, slot: LocalSlot, calls: number, audio_cm: number, video_cm: number) {
  const day = a.days.get(slot.day) ?? { audio_cm: 0, video_cm: 0 };
  day.audio_cm += audio_cm;
  day.video_cm += video_cm;
  a.days.set(slot.day, day);
  const row = a.heat[slot.dow];
  if (row) row[slot.hour] = (row[slot.hour] ?? 0) + calls;
}

export const rankOf = (p: number, n: number) => Math.max(1, Math.ceil((p * n) / 100));

export interface Kpi {
  value: number | null;
  previous: number | null;
  change: number | null;
}

/** What every analytics view's figures begin with: the range, and each figure against the previous period. */
export interface PanelHead<K extends string> {
  from: number;
  to: number;
  tz: string;
  previousFrom: number;
  previousTo: number;
  /** Whether the stored history reaches back over the previous period; without it, no change is given. */
  previousStored: boolean;
  /** When the first stored record (call, message) happened: where the stored history starts. */
  historyFrom: number | null;
  kpis: Record<K, Kpi>;
}

type Values<K extends string> = Record<K, number | null>;

/** The head of a view's figures: `current` against `previous`, the change given only over stored history. */
export function panelHead<K extends string>(
  q: PanelQuery,
  keys: readonly K[],
  current: Values<K>,
  previous: Values<K>,
  historyFrom: number | null,
): PanelHead<K> {
  const prev = previousOf(q);
  const previousStored = coversPrevious(historyFrom, prev.from);
  const kpis = Object.fromEntries(
    keys.map((k) => {
      const v = current[k];
      const p = previous[k];
      const change = !previousStored || v === null || p === null || p === 0 ? null : (v - p) / p;
      return [k, { value: v, previous: p, change }];
    }),
  ) as Record<K, Kpi>;
  return {
    from: q.from,
    to: q.to,
    tz: q.tz,
    previousFrom: prev.from,
    previousTo: prev.to,
    previousStored,
    historyFrom,
    kpis,
  };
}

export interface Panel extends PanelHead<KpiKey> {
  appId: string;
  minutesPerDay: { day: string; audioMinutes: number; videoMinutes: number }[];
  byStatus: { key: string; calls: number }[];
  byMode: { key: string; calls: number }[];
  byType: { key: string; calls: number }[];
  duration: {
    bins: { from: number; to: number | null; calls: number }[];
    count: number;
    p50: number | null;
    p90: number | null;
    p99: number | null;
  };
  participants: { participants: number; calls: number }[];
  topUsers: { uid: string; minutes: number; calls: number }[];
  topGroups: { group: string; minutes: number; calls: number }[];
  heatmap: number[][];
}

export const KPI_KEYS = [
  "calls",
  "callMinutes",
  "audioParticipantMinutes",
  "videoParticipantMinutes",
  "averageDurationSeconds",
  "participants",
  "unansweredRate",
  "rejectedRate",
  "recordings",
] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

const minutes = (cm: number) => cm / 100;
const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

function kpiValues(t: Totals): Values<KpiKey> {
  return {
    calls: t.calls,
    callMinutes: minutes(t.total_cm),
    audioParticipantMinutes: minutes(t.audio_cm),
    videoParticipantMinutes: minutes(t.video_cm),
    averageDurationSeconds: ratio(t.duration_s, t.ended),
    participants: t.participants,
    unansweredRate: ratio(t.status.unanswered ?? 0, t.calls),
    rejectedRate: ratio(t.status.rejected ?? 0, t.calls),
    recordings: t.recordings,
  };
}

const listOf = (keys: readonly string[], counts: Record<string, number>) =>
  keys.map((key) => ({ key, calls: counts[key] ?? 0 }));

export function finishPanel(q: PanelQuery, days: string[], a: Aggregates): Panel {
  const shown = DURATION_EDGES.map((from, i) => ({ from, to: DURATION_EDGES[i + 1] ?? null, calls: 0 }));
  let count = 0;
  for (const [lo, n] of a.durationFine) {
    const bin = shown[shownBin(lo)];
    if (bin) bin.calls += n;
    count += n;
  }
  return {
    appId: q.appId,
    ...panelHead(q, KPI_KEYS, kpiValues(a.current), kpiValues(a.previous), a.firstCall),
    minutesPerDay: days.map((day) => {
      const d = a.days.get(day);
      return { day, audioMinutes: minutes(d?.audio_cm ?? 0), videoMinutes: minutes(d?.video_cm ?? 0) };
    }),
    byStatus: listOf(STATUSES, a.current.status),
    byMode: listOf(MODES, a.current.mode),
    byType: listOf(TYPES, a.current.type),
    duration: { bins: shown, count, ...a.percentiles },
    participants: [...a.participants]
      .filter(([, n]) => n > 0)
      .sort(([x], [y]) => x - y)
      .map(([participants, calls]) => ({ participants, calls })),
    topUsers: a.topUsers.map((r) => ({ uid: r.key, minutes: minutes(r.minutes_cm), calls: r.calls })),
    topGroups: a.topGroups.map((r) => ({ group: r.key, minutes: minutes(r.minutes_cm), calls: r.calls })),
    heatmap: a.heat,
  };
}
