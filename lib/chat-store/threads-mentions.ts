import { type Kysely, PostgresAdapter, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import { assertPanelQuery } from "../call-store/panel-query";
import type { Database } from "../db/types";
import type { PanelQuery } from "./panel-model";
import {
  byMentions,
  type MentionedUser,
  type ThreadsMentions,
  type ThreadsMentionsFigures,
  TOP_MENTIONED,
} from "./threads-mentions-model";

export type { ThreadsMentions } from "./threads-mentions-model";

type Db = Kysely<Database>;
type Count = number | string | null;

// PostgreSQL answers counts and sums of bigints as strings.
const n = (v: Count) => (v == null ? 0 : Number(v));

/**
 * Threads started and active, messages with mentions and the most mentioned users, in the range and the
 * previous period: four statements, started together.
 */
export async function threadsMentions(db: Db, q: PanelQuery): Promise<ThreadsMentions> {
  assertPanelQuery(q);
  const prev = previousOf(q);
  const lo = Math.min(q.from, prev.from);
  const hi = Math.max(q.to, prev.to);
  const cur = (col: string) => sql`${sql.ref(col)} >= ${q.from} and ${sql.ref(col)} < ${q.to}`;
  const was = (col: string) => sql`${sql.ref(col)} >= ${prev.from} and ${sql.ref(col)} < ${prev.to}`;
  // Ties in byte order on both engines: PostgreSQL's default collation would follow the locale.
  const uidOrder = db.getExecutor().adapter instanceof PostgresAdapter ? sql`uid collate "C"` : sql`uid`;
  const [started, active, mentions, top] = await Promise.all([
    // A thread starts with its first reply: each parent's earliest reply, by the parent index, up to the end.
    sql<{ current: Count; previous: Count }>`
      select sum(case when ${cur("first_at")} then 1 else 0 end) as current,
        sum(case when ${was("first_at")} then 1 else 0 end) as previous
      from (
        select parent_id, min(sent_at) as first_at from ms_messages
        where app_id = ${q.appId} and parent_id is not null and sent_at < ${hi}
        group by parent_id
      ) t
      where first_at >= ${lo}
    `.execute(db),
    sql<{ current: Count; previous: Count }>`
      select count(distinct case when ${cur("sent_at")} then parent_id end) as current,
        count(distinct case when ${was("sent_at")} then parent_id end) as previous
      from ms_messages
      where app_id = ${q.appId} and sent_at >= ${lo} and sent_at < ${hi} and parent_id is not null
    `.execute(db),
    sql<Record<`${"c" | "p"}_${"messages" | "mentions" | "users"}`, Count>>`
      select count(distinct case when ${cur("sent_at")} then message_id end) as c_messages,
        sum(case when ${cur("sent_at")} then 1 else 0 end) as c_mentions,
        count(distinct case when ${cur("sent_at")} then uid end) as c_users,
        count(distinct case when ${was("sent_at")} then message_id end) as p_messages,
        sum(case when ${was("sent_at")} then 1 else 0 end) as p_mentions,
        count(distinct case when ${was("sent_at")} then uid end) as p_users
      from ms_mentions where app_id = ${q.appId} and sent_at >= ${lo} and sent_at < ${hi}
    `.execute(db),
    sql<{ uid: string; mentions: Count }>`
      select uid, count(*) as mentions from ms_mentions
      where app_id = ${q.appId} and sent_at >= ${q.from} and sent_at < ${q.to}
      group by uid order by mentions desc, ${uidOrder} limit ${TOP_MENTIONED}
    `.execute(db),
  ]);
  const uids = top.rows.map((r) => r.uid);
  const before = uids.length
    ? await db
        .selectFrom("ms_mentions")
        .select((eb) => ["uid", eb.fn.countAll().as("n")])
        .where("app_id", "=", q.appId)
        .where("sent_at", ">=", prev.from)
        .where("sent_at", "<", prev.to)
        .where("uid", "in", uids)
        .groupBy("uid")
        .execute()
    : [];
  const previousOfUid = new Map(before.map((r) => [r.uid, n(r.n as Count)]));
  const m = mentions.rows[0];
  const figures = (p: "c" | "p", s: Count, a: Count): ThreadsMentionsFigures => ({
    threadsStarted: n(s),
    threadsActive: n(a),
    messagesWithMentions: n(m?.[`${p}_messages`] ?? 0),
    mentions: n(m?.[`${p}_mentions`] ?? 0),
    usersMentioned: n(m?.[`${p}_users`] ?? 0),
  });
  const topMentioned: MentionedUser[] = top.rows
    .map((r) => ({ uid: r.uid, mentions: n(r.mentions), previous: previousOfUid.get(r.uid) ?? 0 }))
    .sort(byMentions);
  return {
    current: figures("c", started.rows[0]?.current ?? 0, active.rows[0]?.current ?? 0),
    previous: figures("p", started.rows[0]?.previous ?? 0, active.rows[0]?.previous ?? 0),
    topMentioned,
  };
}
