import { type Kysely, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import type { Database } from "../db/types";
import { fallingGroups, type Movement } from "./movement-model";
import type { PanelQuery } from "./panel-model";

export type { GroupFall, Movement } from "./movement-model";

/**
 * New senders (first stored message in the range: one index seek per sender of the range, as the retention
 * cohorts find it), senders gone quiet (in the previous period, not in the range), and each group's messages in
 * both periods; the same statements on SQLite and PostgreSQL.
 */
export async function movement(db: Kysely<Database>, q: PanelQuery): Promise<Movement> {
  const prev = previousOf(q);
  const [fresh, quiet, groups] = await Promise.all([
    sql<{ n: number | string }>`
      with active as (
        select distinct sender from ms_messages where app_id = ${q.appId} and sent_at >= ${q.from} and sent_at < ${q.to}
      )
      select count(*) as n from active a
      where (select min(m.sent_at) from ms_messages m where m.app_id = ${q.appId} and m.sender = a.sender) >= ${q.from}
    `.execute(db),
    sql<{ n: number | string }>`
      select count(distinct sender) as n from ms_messages p
      where p.app_id = ${q.appId} and p.sent_at >= ${prev.from} and p.sent_at < ${prev.to}
        and not exists (
          select 1 from ms_messages c
          where c.app_id = ${q.appId} and c.sender = p.sender and c.sent_at >= ${q.from} and c.sent_at < ${q.to}
        )
    `.execute(db),
    sql<{ key: string; messages: number | string; previous: number | string }>`
      select receiver as key,
        sum(case when sent_at >= ${q.from} and sent_at < ${q.to} then 1 else 0 end) as messages,
        sum(case when sent_at >= ${prev.from} and sent_at < ${prev.to} then 1 else 0 end) as previous
      from ms_messages
      where app_id = ${q.appId} and receiver_type = 'group'
        and sent_at >= ${Math.min(q.from, prev.from)} and sent_at < ${Math.max(q.to, prev.to)}
      group by receiver
    `.execute(db),
  ]);
  return {
    newSenders: Number(fresh.rows[0]?.n ?? 0),
    quietSenders: Number(quiet.rows[0]?.n ?? 0),
    fallingGroups: fallingGroups(
      groups.rows.map((g) => ({ key: g.key, messages: Number(g.messages), previous: Number(g.previous) })),
    ),
  };
}
