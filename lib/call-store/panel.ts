import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/types";
import { cover, fineBinEnd, GRAINS_ALL, GRAINS_TOP } from "./buckets";
import {
  type Aggregates,
  addPart,
  addToSlot,
  emptyAggregates,
  emptyTotals,
  finishPanel,
  type Panel,
  type PanelQuery,
  previousOf,
  rankOf,
  TOP_N,
  type TopRow,
  type Totals,
} from "./panel-model";
import { assertPanelQuery } from "./panel-query";
import { daysBetween, hourSlot, offsetRuns } from "./tz";

type Db = Kysely<Database>;

/** One range scan per run, in a `union all`: an `or` of the runs would let SQLite scan all the app's rows. */
function segments(
  table: string,
  cols: string[],
  sums: string[],
  appId: string,
  from: number,
  to: number,
  extra?: RawBuilder<unknown>,
) {
  const more = extra ? sql` and ${extra}` : sql``;
  return sql.join(
    cover(from, to, table === "cs_top" ? GRAINS_TOP : GRAINS_ALL).map((s) => {
      const list = sql.join([
        ...cols.map((c) => sql.ref(c)),
        ...sums.map((c) => (s.sign === 1 ? sql.ref(c) : sql`-${sql.ref(c)} as ${sql.ref(c)}`)),
      ]);
      return sql`select ${list} from ${sql.table(table)} where app_id = ${appId}${more} and grain = ${s.grain} and bucket >= ${s.lo} and bucket < ${s.hi}`;
    }),
    sql` union all `,
  );
}

type Num = number | string;

export async function totals(db: Db, appId: string, from: number, to: number): Promise<Totals> {
  const sums = ["calls", "total_cm", "audio_cm", "video_cm", "duration_s", "participants", "recordings"];
  const { rows } = await sql<
    Record<(typeof sums)[number], Num> & { type: string; mode: string; status: string }
  >`
    select type, mode, status, ${sql.join(sums.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`))}
    from (${segments("cs_rollup", ["type", "mode", "status"], sums, appId, from, to)}) u
    group by type, mode, status`.execute(db);
  const t = emptyTotals();
  for (const r of rows) {
    addPart(t, {
      type: r.type,
      mode: r.mode,
      status: r.status,
      calls: Number(r.calls),
      total_cm: Number(r.total_cm),
      audio_cm: Number(r.audio_cm),
      video_cm: Number(r.video_cm),
      duration_s: Number(r.duration_s),
      participants: Number(r.participants),
      recordings: Number(r.recordings),
    });
  }
  return t;
}

/** A bucket never straddles a local hour, so grouping buckets by local hour in SQL is exact. */
async function timeline(db: Db, q: PanelQuery, a: Aggregates) {
  const parts: RawBuilder<unknown>[] = [];
  const arm = (table: string, offset: number, lo: number, hi: number) =>
    table === "cs_timeline_h"
      ? sql`select (bucket + ${sql.lit(offset)}) / 3600 as h, calls, audio_cm, video_cm
        from cs_timeline_h where app_id = ${q.appId} and bucket >= ${lo} and bucket < ${hi}`
      : sql`select (bucket + ${sql.lit(offset)}) / 3600 as h, sum(calls) as calls,
        sum(audio_cm) as audio_cm, sum(video_cm) as video_cm
        from cs_timeline where app_id = ${q.appId} and bucket >= ${lo} and bucket < ${hi}
        group by (bucket + ${sql.lit(offset)}) / 3600`;
  for (const r of offsetRuns(q.tz, q.from, q.to)) {
    // With a whole-hour offset a UTC hour is a local hour, so the middle of the run reads hourly rows.
    const lo = Math.ceil(r.lo / 3600) * 3600;
    const hi = Math.floor(r.hi / 3600) * 3600;
    if (r.offset % 3600 !== 0 || lo >= hi) {
      parts.push(arm("cs_timeline", r.offset, r.lo, r.hi));
      continue;
    }
    if (r.lo < lo) parts.push(arm("cs_timeline", r.offset, r.lo, lo));
    parts.push(arm("cs_timeline_h", r.offset, lo, hi));
    if (hi < r.hi) parts.push(arm("cs_timeline", r.offset, hi, r.hi));
  }
  const { rows } = await sql<{ h: Num; calls: Num; audio_cm: Num; video_cm: Num }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db);
  for (const r of rows) {
    addToSlot(a, hourSlot(Number(r.h)), Number(r.calls), Number(r.audio_cm), Number(r.video_cm));
  }
}

async function distributions(db: Db, q: PanelQuery, a: Aggregates) {
  const { rows } = await sql<{ kind: string; value: Num; calls: Num }>`
    select kind, value, sum(calls) as calls
    from (${segments("cs_dist", ["kind", "value"], ["calls"], q.appId, q.from, q.to)}) u
    group by kind, value having sum(calls) > 0`.execute(db);
  for (const r of rows) {
    const target = r.kind === "d" ? a.durationFine : a.participants;
    target.set(Number(r.value), Number(r.calls));
  }
}

async function top(db: Db, q: PanelQuery, kind: "u" | "g"): Promise<TopRow[]> {
  // The tie-break must be byte order on both engines (PostgreSQL would use the locale's collation).
  const binaryKey = db.getExecutor().adapter instanceof PostgresAdapter ? sql`key collate "C"` : sql`key`;
  const { rows } = await sql<{ key: string; minutes_cm: Num; calls: Num }>`
    select key, sum(minutes_cm) as minutes_cm, sum(calls) as calls
    from (${segments("cs_top", ["key"], ["minutes_cm", "calls"], q.appId, q.from, q.to, sql`kind = ${kind}`)}) u
    group by key having sum(calls) > 0
    order by sum(minutes_cm) desc, sum(calls) desc, ${binaryKey}
    limit ${TOP_N}`.execute(db);
  return rows.map((r) => ({ key: r.key, minutes_cm: Number(r.minutes_cm), calls: Number(r.calls) }));
}

/** One seek down the `(app_id, initiated_at)` index. */
/** When the app's first stored call was initiated (Unix seconds), or null with none stored. */
export async function firstCall(db: Db, appId: string): Promise<number | null> {
  const row = await db
    .selectFrom("cs_calls")
    .select(({ fn }) => fn.min("initiated_at").as("t"))
    .where("app_id", "=", appId)
    .executeTakeFirst();
  return row?.t == null ? null : Number(row.t);
}

const SEEK_WIDTH = 400;

/** A narrow bin is resolved by one index seek per duration value; a wide one (few calls) by a scan. */
async function percentile(
  db: Db,
  q: PanelQuery,
  fine: Map<number, number>,
  p: number,
): Promise<number | null> {
  const bins = [...fine].sort(([x], [y]) => x - y);
  const n = bins.reduce((s, [, c]) => s + c, 0);
  if (n === 0) return null;
  const k = rankOf(p, n);
  let before = 0;
  for (const [lo, count] of bins) {
    if (before + count < k) {
      before += count;
      continue;
    }
    const hi = fineBinEnd(lo);
    if (hi !== null && hi - lo <= SEEK_WIDTH) {
      const values = Array.from({ length: hi - lo }, (_, i) => sql.lit(lo + i));
      const { rows } = await sql<{ d: Num; c: Num }>`
        select duration_s as d, count(*) as c from cs_calls
        where app_id = ${q.appId} and status = 'ended' and duration_s in (${sql.join(values)})
          and initiated_at >= ${q.from} and initiated_at < ${q.to}
        group by duration_s`.execute(db);
      let seen = before;
      for (const r of rows.map((x) => [Number(x.d), Number(x.c)] as const).sort(([x], [y]) => x - y)) {
        seen += r[1];
        if (seen >= k) return r[0];
      }
      return null;
    }
    let query = db
      .selectFrom("cs_calls")
      .select("duration_s")
      .where("app_id", "=", q.appId)
      .where("status", "=", "ended")
      .where("duration_s", ">=", lo);
    if (hi !== null) query = query.where("duration_s", "<", hi);
    const row = await query
      .where("initiated_at", ">=", q.from)
      .where("initiated_at", "<", q.to)
      .orderBy("duration_s")
      .limit(1)
      .offset(k - before - 1)
      .executeTakeFirst();
    return row ? Number(row.duration_s) : null;
  }
  return null;
}

/** SQLite's one connection runs sections in turn, so `opts.parallel` (another thread) takes the biggest. */
export async function panel(db: Db, q: PanelQuery, opts: { parallel?: Db } = {}): Promise<Panel> {
  const beside = opts.parallel ?? db;
  assertPanelQuery(q);
  const a = emptyAggregates();
  const percentiles = async () => {
    await distributions(db, q, a);
    const [p50, p90, p99] = await Promise.all([50, 90, 99].map((p) => percentile(db, q, a.durationFine, p)));
    a.percentiles = { p50: p50 ?? null, p90: p90 ?? null, p99: p99 ?? null };
  };
  const prev = previousOf(q);
  const [current, previous, topUsers, topGroups, first] = await Promise.all([
    totals(db, q.appId, q.from, q.to),
    totals(db, q.appId, prev.from, prev.to),
    top(beside, q, "u"),
    top(beside, q, "g"),
    firstCall(db, q.appId),
    timeline(db, q, a),
    percentiles(),
  ]);
  Object.assign(a, { current, previous, topUsers, topGroups, firstCall: first });
  return finishPanel(q, daysBetween(q.tz, q.from, q.to), a);
}
