import { type Kysely, sql } from "kysely";
import type { Database } from "../db/types";
import type { PanelQuery } from "./panel-model";
import { finishRetention, type Retention, retentionWeeks } from "./retention-model";

export type { Cohort, Retention } from "./retention-model";

/**
 * Weekly retention in one statement, the same on SQLite and PostgreSQL: the senders of the cohorts' weeks,
 * each one's first stored message (one index seek per sender: `ms_messages_sender_time`), the week of that
 * first message, and the weeks each of them sent in up to the range's end, counted per pair of weeks.
 * Week numbers come from a `case` over the weeks' start times, so no engine's date functions are involved.
 */
export async function retention(db: Kysely<Database>, q: PanelQuery): Promise<Retention> {
  const { cohortWeeks, starts } = retentionWeeks(q);
  const start = starts[0];
  if (start === undefined) return finishRetention(q, []);
  const cohortEnd = starts[cohortWeeks.length] ?? q.to;
  // With one week only (a week's range), every row is in week 0: a `case` needs at least one `when`.
  const weekOf = (column: string) =>
    starts.length === 1
      ? sql.lit(0)
      : sql`case ${sql.join(
          starts.slice(1).map((s, i) => sql`when ${sql.ref(column)} < ${sql.lit(s)} then ${sql.lit(i)}`),
          sql` `,
        )} else ${sql.lit(starts.length - 1)} end`;
  const { rows } = await sql<{ cohort: number | string; week: number | string; users: number | string }>`
    with active as (
      select distinct sender from ms_messages
      where app_id = ${q.appId} and sent_at >= ${start} and sent_at < ${cohortEnd}
    ), firsts as (
      select a.sender, (
        select min(m.sent_at) from ms_messages m where m.app_id = ${q.appId} and m.sender = a.sender
      ) as first_at
      from active a
    ), members as (
      select sender, ${weekOf("first_at")} as cohort from firsts where first_at >= ${start}
    ), weeks as (
      select distinct sender, ${weekOf("sent_at")} as week from ms_messages
      where app_id = ${q.appId} and sent_at >= ${start} and sent_at < ${q.to}
    )
    select members.cohort, weeks.week, count(*) as users
    from members join weeks on weeks.sender = members.sender
    group by members.cohort, weeks.week
  `.execute(db);
  return finishRetention(
    q,
    rows.map((r) => ({ cohort: Number(r.cohort), week: Number(r.week), users: Number(r.users) })),
  );
}
