import { type Kysely, PostgresAdapter, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/types";
import { cover, fineBinEnd } from "./buckets";
import {
  type Aggregates,
  addPart,
  emptyHeat,
  emptyTotals,
  finishPanel,
  type Panel,
  type PanelQuery,
  rankOf,
  TOP_N,
  type TopRow,
  type Totals,
} from "./panel-model";
import { assertPanelQuery } from "./panel-query";
import { daysBetween, localizer } from "./tz";

type Db = Kysely<Database>;

/**
 * The rows of [from, to) as a `union all` of one index range scan per run of whole month, day and
 * 15-minute buckets (see buckets.ts `cover`); an `or` of the runs would let SQLite scan the app's rows.
 */
function segments(
  table: string,
  cols: string[],
  appId: string,
  from: number,
  to: number,
  extra?: RawBuilder<unknown>,
) {
  const list = sql.join(cols.map((c) => sql.ref(c)));
  const more = extra ? sql` and ${extra}` : sql``;
  return sql.join(
    cover(from, to).map(
      (s) =>
        sql`select ${list} from ${sql.table(table)} where app_id = ${appId} and grain = ${s.grain} and bucket >= ${s.lo} and bucket < ${s.hi}${more}`,
    ),
    sql` union all `,
  );
}

type Num = number | string;

async function totals(db: Db, appId: string, from: number, to: number): Promise<Totals> {
  const sums = ["calls", "total_cm", "audio_cm", "video_cm", "duration_s", "participants", "recordings"];
  const { rows } = await sql<
    Record<(typeof sums)[number], Num> & { type: string; mode: string; status: string }
  >`
    select type, mode, status, ${sql.join(sums.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`))}
    from (${segments("cs_rollup", ["type", "mode", "status", ...sums], appId, from, to)}) u
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

async function timeline(db: Db, q: PanelQuery, a: Aggregates) {
  const rows = await db
    .selectFrom("cs_timeline")
    .select(["bucket", "calls", "audio_cm", "video_cm"])
    .where("app_id", "=", q.appId)
    .where("bucket", ">=", q.from)
    .where("bucket", "<", q.to)
    .execute();
  const local = localizer(q.tz);
  for (const r of rows) {
    const slot = local(Number(r.bucket));
    const day = a.days.get(slot.day) ?? { audio_cm: 0, video_cm: 0 };
    day.audio_cm += Number(r.audio_cm);
    day.video_cm += Number(r.video_cm);
    a.days.set(slot.day, day);
    const row = a.heat[slot.dow];
    if (row) row[slot.hour] = (row[slot.hour] ?? 0) + Number(r.calls);
  }
}

async function distributions(db: Db, q: PanelQuery, a: Aggregates) {
  const { rows } = await sql<{ kind: string; value: Num; calls: Num }>`
    select kind, value, sum(calls) as calls
    from (${segments("cs_dist", ["kind", "value", "calls"], q.appId, q.from, q.to)}) u
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
    from (${segments("cs_top", ["key", "minutes_cm", "calls"], q.appId, q.from, q.to, sql`kind = ${kind}`)}) u
    group by key having sum(calls) > 0
    order by sum(minutes_cm) desc, sum(calls) desc, ${binaryKey}
    limit ${TOP_N}`.execute(db);
  return rows.map((r) => ({ key: r.key, minutes_cm: Number(r.minutes_cm), calls: Number(r.calls) }));
}

/**
 * Exact nearest-rank percentiles: the fine histogram says which bin holds the k-th ended call and
 * how many come before it; one index range scan (app, status, duration, initiated_at) inside that bin
 * finds the value itself.
 */
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
    if (before + count >= k) {
      const hi = fineBinEnd(lo);
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
    before += count;
  }
  return null;
}

/** The analytics panel of an app over [from, to) in a time zone, read from the rollups. */
export async function panel(db: Db, q: PanelQuery): Promise<Panel> {
  assertPanelQuery(q);
  const a: Aggregates = {
    current: emptyTotals(),
    previous: emptyTotals(),
    days: new Map(),
    heat: emptyHeat(),
    durationFine: new Map(),
    percentiles: { p50: null, p90: null, p99: null },
    participants: new Map(),
    topUsers: [],
    topGroups: [],
  };
  a.current = await totals(db, q.appId, q.from, q.to);
  a.previous = await totals(db, q.appId, q.from - (q.to - q.from), q.from);
  await timeline(db, q, a);
  await distributions(db, q, a);
  a.topUsers = await top(db, q, "u");
  a.topGroups = await top(db, q, "g");
  a.percentiles = {
    p50: await percentile(db, q, a.durationFine, 50),
    p90: await percentile(db, q, a.durationFine, 90),
    p99: await percentile(db, q, a.durationFine, 99),
  };
  return finishPanel(q, daysBetween(q.tz, q.from, q.to), a);
}
