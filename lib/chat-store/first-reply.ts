import { type Kysely, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import type { Database } from "../db/types";
import { type FirstReplyPanel, finishFirstReplies } from "./first-reply-model";
import type { PanelQuery } from "./panel-model";

export type { FirstReplies, FirstReplyPanel } from "./first-reply-model";

/**
 * First replies in one-on-one conversations, in one statement the same on SQLite and PostgreSQL. Each
 * direction of a pair of users has its first message; the earlier of the two opened the conversation and
 * the later one is the first reply (ties in time go to the smaller message id). No string is compared, so
 * no collation is involved. Every message between two users is read (no rollup yet).
 */
export async function firstReplies(db: Kysely<Database>, q: PanelQuery): Promise<FirstReplyPanel> {
  const prev = previousOf(q);
  const from = Math.min(q.from, prev.from);
  const to = Math.max(q.to, prev.to);
  const { rows } = await sql<{ opened: number | string; replied: number | string | null }>`
    with direction as (
      select sender, receiver, min(sent_at) as first_at, min(id) as first_id from ms_messages
      where app_id = ${q.appId} and receiver_type = 'user' and sender <> receiver
      group by sender, receiver
    )
    select a.first_at as opened, b.first_at as replied
    from direction a left join direction b on b.sender = a.receiver and b.receiver = a.sender
    where a.first_at >= ${from} and a.first_at < ${to}
      and (b.first_at is null or a.first_at < b.first_at or (a.first_at = b.first_at and a.first_id < b.first_id))
  `.execute(db);
  return finishFirstReplies(
    q,
    rows.map((r) => ({ opened: Number(r.opened), replied: r.replied == null ? null : Number(r.replied) })),
  );
}
