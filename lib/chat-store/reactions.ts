import { type Kysely, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import { assertPanelQuery } from "../call-store/panel-query";
import { daysBetween, hourSlot, offsetRuns } from "../call-store/tz";
import type { Database } from "../db/types";
import type { PanelQuery } from "./panel-model";
import { byReactions, type ChatReactions, type ReactionDay, TOP_REACTIONS } from "./reactions-model";

export type { ChatReactions } from "./reactions-model";

type Db = Kysely<Database>;
type Count = number | string | null;

// PostgreSQL answers counts and sums of bigints as strings.
const n = (v: Count | undefined) => (v == null ? 0 : Number(v));

/**
 * Reactions on each local day's messages: as the panel's messages per day, the range is cut into runs of one
 * zone offset and SQL sums each run by local hour number, which JavaScript turns into days.
 */
async function perDay(db: Db, q: PanelQuery): Promise<ReactionDay[]> {
  const days = new Map(daysBetween(q.tz, q.from, q.to).map((day) => [day, { day, reactions: 0 }]));
  const runs = await Promise.all(
    offsetRuns(q.tz, q.from, q.to).map((run) => {
      const hour = sql<number>`(sent_at + ${sql.lit(run.offset)}) / 3600`;
      return db
        .selectFrom("ms_reactions")
        .select((eb) => [hour.as("h"), eb.fn.sum<Count>("count").as("n")])
        .where("app_id", "=", q.appId)
        .where("sent_at", ">=", run.lo)
        .where("sent_at", "<", run.hi)
        .groupBy(hour)
        .execute();
    }),
  );
  for (const r of runs.flat()) {
    const d = days.get(hourSlot(n(r.h)).day);
    if (d) d.reactions += n(r.n);
  }
  return [...days.values()];
}

/** Reactions on the range's and the previous period's messages: totals, per day and the most used. */
export async function chatReactions(db: Db, q: PanelQuery): Promise<ChatReactions> {
  assertPanelQuery(q);
  const prev = previousOf(q);
  const lo = Math.min(q.from, prev.from);
  const hi = Math.max(q.to, prev.to);
  const cur = sql`sent_at >= ${q.from} and sent_at < ${q.to}`;
  const was = sql`sent_at >= ${prev.from} and sent_at < ${prev.to}`;
  const [totals, kinds, days] = await Promise.all([
    sql<Record<`${"c" | "p"}_${"reactions" | "messages"}`, Count>>`
      select sum(case when ${cur} then "count" else 0 end) as c_reactions,
        count(distinct case when ${cur} then message_id end) as c_messages,
        sum(case when ${was} then "count" else 0 end) as p_reactions,
        count(distinct case when ${was} then message_id end) as p_messages
      from ms_reactions where app_id = ${q.appId} and sent_at >= ${lo} and sent_at < ${hi}
    `.execute(db),
    // The distinct reactions of two periods are few (a message holds at most 25): sorted in JavaScript.
    sql<{ reaction: string; reactions: Count; previous: Count }>`
      select reaction, sum(case when ${cur} then "count" else 0 end) as reactions,
        sum(case when ${was} then "count" else 0 end) as previous
      from ms_reactions where app_id = ${q.appId} and sent_at >= ${lo} and sent_at < ${hi}
      group by reaction
    `.execute(db),
    perDay(db, q),
  ]);
  const t = totals.rows[0];
  return {
    current: { reactions: n(t?.c_reactions), messagesWithReactions: n(t?.c_messages) },
    previous: { reactions: n(t?.p_reactions), messagesWithReactions: n(t?.p_messages) },
    perDay: days,
    top: kinds.rows
      .map((r) => ({ reaction: r.reaction, reactions: n(r.reactions), previous: n(r.previous) }))
      .filter((r) => r.reactions > 0)
      .sort(byReactions)
      .slice(0, TOP_REACTIONS),
  };
}
