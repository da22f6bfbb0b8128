import { type Kysely, PostgresAdapter, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import { assertPanelQuery } from "../call-store/panel-query";
import { daysBetween, hourSlot, offsetRuns } from "../call-store/tz";
import type { Database } from "../db/types";
import {
  activeWindows,
  type ChatPanel,
  type ChatTotals,
  type DayCount,
  emptyHeat,
  finishChatPanel,
  type PanelQuery,
  TOP_N,
  type TopCount,
} from "./panel-model";

type Db = Kysely<Database>;

// PostgreSQL answers counts and sums of bigints as strings.
const n = (v: unknown) => (v == null ? 0 : Number(v));

const inRange = (db: Db, appId: string, from: number, to: number) =>
  db
    .selectFrom("ms_messages")
    .where("app_id", "=", appId)
    .where("sent_at", ">=", from)
    .where("sent_at", "<", to);

async function totals(db: Db, appId: string, from: number, to: number): Promise<ChatTotals> {
  const r = await inRange(db, appId, from, to)
    .select((eb) => [
      eb.fn.countAll().as("messages"),
      eb.fn.count("sender").distinct().as("senders"),
      eb.fn.sum(eb.case().when("parent_id", "is not", null).then(1).else(0).end()).as("replies"),
      eb.fn.sum("has_media").as("media"),
    ])
    .executeTakeFirstOrThrow();
  return { messages: n(r.messages), senders: n(r.senders), replies: n(r.replies), media: n(r.media) };
}

/**
 * Messages per local hour and conversation kind. The range is cut into runs of one zone offset, and SQL
 * groups each run by the local hour number `(sent_at + offset) / 3600`: integer arithmetic that both
 * engines do alike. JavaScript turns local hours into days, weekdays and hours.
 */
async function hours(db: Db, q: PanelQuery) {
  const perDay = new Map<string, DayCount>(
    daysBetween(q.tz, q.from, q.to).map((day) => [day, { day, oneToOne: 0, group: 0 }]),
  );
  const heatmap = emptyHeat();
  const runs = await Promise.all(
    offsetRuns(q.tz, q.from, q.to).map((run) => {
      const hour = sql<number>`(sent_at + ${sql.lit(run.offset)}) / 3600`;
      return inRange(db, q.appId, run.lo, run.hi)
        .select((eb) => [hour.as("h"), "receiver_type", eb.fn.countAll().as("n")])
        .groupBy([hour, "receiver_type"])
        .execute();
    }),
  );
  for (const rows of runs) {
    for (const r of rows) {
      const slot = hourSlot(n(r.h));
      const d = perDay.get(slot.day);
      const count = n(r.n);
      if (d) {
        if (r.receiver_type === "group") d.group += count;
        else d.oneToOne += count;
      }
      const row = heatmap[slot.dow];
      if (row) row[slot.hour] = (row[slot.hour] ?? 0) + count;
    }
  }
  return { perDay: [...perDay.values()], heatmap };
}

async function active(db: Db, q: PanelQuery) {
  const w = activeWindows(q);
  const r = await inRange(db, q.appId, w.monthFrom, q.to)
    .select((eb) => [
      eb.fn
        .count(eb.case().when("sent_at", ">=", w.dayFrom).then(eb.ref("sender")).end())
        .distinct()
        .as("dau"),
      eb.fn
        .count(eb.case().when("sent_at", ">=", w.weekFrom).then(eb.ref("sender")).end())
        .distinct()
        .as("wau"),
      eb.fn.count("sender").distinct().as("mau"),
    ])
    .executeTakeFirstOrThrow();
  return { dau: n(r.dau), wau: n(r.wau), mau: n(r.mau) };
}

async function top(db: Db, q: PanelQuery, by: "sender" | "receiver"): Promise<TopCount[]> {
  // Ties in byte order on both engines: PostgreSQL's default collation would follow the locale.
  const binary =
    db.getExecutor().adapter instanceof PostgresAdapter ? sql`${sql.ref(by)} collate "C"` : sql.ref(by);
  let query = inRange(db, q.appId, q.from, q.to);
  if (by === "receiver") query = query.where("receiver_type", "=", "group");
  const rows = await query
    .select((eb) => [eb.ref(by).as("key"), eb.fn.countAll().as("messages")])
    .groupBy(by)
    .orderBy("messages", "desc")
    .orderBy(binary)
    .limit(TOP_N)
    .execute();
  return rows.map((r) => ({ key: String(r.key), messages: n(r.messages) }));
}

async function firstMessage(db: Db, appId: string): Promise<number | null> {
  const r = await db
    .selectFrom("ms_messages")
    .select((eb) => eb.fn.min("sent_at").as("t"))
    .where("app_id", "=", appId)
    .executeTakeFirst();
  return r?.t == null ? null : Number(r.t);
}

/** The Messages view's figures, each section one query, started together. */
export async function chatPanel(db: Db, q: PanelQuery): Promise<ChatPanel> {
  assertPanelQuery(q);
  const prev = previousOf(q);
  const [current, previous, first, h, act, topSenders, topGroups] = await Promise.all([
    totals(db, q.appId, q.from, q.to),
    totals(db, q.appId, prev.from, prev.to),
    firstMessage(db, q.appId),
    hours(db, q),
    active(db, q),
    top(db, q, "sender"),
    top(db, q, "receiver"),
  ]);
  return finishChatPanel(q, {
    current,
    previous,
    firstMessage: first,
    perDay: h.perDay,
    heatmap: h.heatmap,
    active: act,
    topSenders,
    topGroups,
  });
}
