import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import { fineBin } from "./buckets";
import {
  addPart,
  addToSlot,
  byTop,
  emptyAggregates,
  finishPanel,
  type Panel,
  type PanelQuery,
  previousOf,
  rankOf,
  TOP_N,
  type TopRow,
} from "./panel-model";
import { assertPanelQuery } from "./panel-query";
import { numericCall } from "./rows";
import { daysBetween, localSlot } from "./tz";

function top(rows: Map<string, TopRow>): TopRow[] {
  return [...rows.values()].sort(byTop).slice(0, TOP_N);
}

function addTop(rows: Map<string, TopRow>, key: string, minutes_cm: number) {
  const r = rows.get(key) ?? { key, minutes_cm: 0, calls: 0 };
  r.minutes_cm += minutes_cm;
  r.calls += 1;
  rows.set(key, r);
}

/** The reference the rollup panel must equal exactly. */
export async function rawPanel(db: Kysely<Database>, q: PanelQuery): Promise<Panel> {
  assertPanelQuery(q);
  const prev = previousOf(q);
  const calls = (
    await db
      .selectFrom("cs_calls")
      .selectAll()
      .where("app_id", "=", q.appId)
      .where("initiated_at", ">=", Math.min(prev.from, q.from))
      .where("initiated_at", "<", q.to)
      .execute()
  ).map(numericCall);
  const oldest = await db
    .selectFrom("cs_calls")
    .select("initiated_at")
    .where("app_id", "=", q.appId)
    .orderBy("initiated_at")
    .limit(1)
    .executeTakeFirst();
  const users = await db
    .selectFrom("cs_call_users")
    .select(["uid", "minutes_cm"])
    .where("app_id", "=", q.appId)
    .where("initiated_at", ">=", q.from)
    .where("initiated_at", "<", q.to)
    .execute();

  const a = emptyAggregates({ firstCall: oldest ? Number(oldest.initiated_at) : null });
  const durations: number[] = [];
  const groups = new Map<string, TopRow>();
  for (const c of calls) {
    const current = c.initiated_at >= q.from;
    if (!current && (c.initiated_at < prev.from || c.initiated_at >= prev.to)) continue;
    const ended = c.status === "ended";
    addPart(current ? a.current : a.previous, {
      ...c,
      calls: 1,
      duration_s: ended ? c.duration_s : 0,
      recordings: c.has_recording,
    });
    if (!current) continue;
    addToSlot(a, localSlot(q.tz, c.initiated_at), 1, c.audio_cm, c.video_cm);
    a.participants.set(c.participants, (a.participants.get(c.participants) ?? 0) + 1);
    if (ended) {
      durations.push(c.duration_s);
      const bin = fineBin(c.duration_s);
      a.durationFine.set(bin, (a.durationFine.get(bin) ?? 0) + 1);
    }
    if (c.receiver_type === "group") addTop(groups, c.receiver, c.total_cm);
  }
  durations.sort((x, y) => x - y);
  const pick = (p: number) =>
    durations.length ? (durations[rankOf(p, durations.length) - 1] ?? null) : null;
  a.percentiles = { p50: pick(50), p90: pick(90), p99: pick(99) };
  const userRows = new Map<string, TopRow>();
  for (const u of users) addTop(userRows, u.uid, Number(u.minutes_cm));
  a.topUsers = top(userRows);
  a.topGroups = top(groups);
  return finishPanel(q, daysBetween(q.tz, q.from, q.to), a);
}
