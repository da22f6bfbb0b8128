import { type Kysely, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import type { Database } from "../db/types";
import { type FirstReplyPanel, finishFirstReplies } from "./first-reply-model";
import type { PanelQuery } from "./panel-model";

export type { FirstReplies, FirstReplyPanel } from "./first-reply-model";

/**
 * First replies in one-on-one conversations, the same on SQLite and PostgreSQL. Each direction of a pair of
 * users has its first message; the earlier of the two opened the conversation and the later one is the first
 * reply (ties in time go to the smaller message id). Only pairs with a message in either period can have been
 * opened in one, so those are found first (the periods' rows, read from the time index), then each direction's first message is one
 * seek in `ms_messages_direction_time`. No string is compared, so no collation is involved.
 */
export async function firstReplies(db: Kysely<Database>, q: PanelQuery): Promise<FirstReplyPanel> {
  const prev = previousOf(q);
  const from = Math.min(q.from, prev.from);
  const to = Math.max(q.to, prev.to);
  const first = (column: "sent_at" | "id", sender: string, receiver: string) =>
    sql`(select min(m.${sql.raw(column)}) from ms_messages m where m.app_id = ${q.appId} and m.receiver_type = 'user'
         and m.sender = ${sql.ref(sender)} and m.receiver = ${sql.ref(receiver)})`;
  const { rows } = await sql<{ opened: number | string; replied: number | string | null }>`
    with pairs as materialized (
      select distinct sender, receiver_type, receiver from ms_messages
      where app_id = ${q.appId} and sent_at >= ${from} and sent_at < ${to}
    ), firsts as materialized (
      select sender, receiver, ${first("sent_at", "p.sender", "p.receiver")} as opened,
        ${first("sent_at", "p.receiver", "p.sender")} as replied
      from pairs p where p.receiver_type = 'user' and p.sender <> p.receiver
    )
    select opened, replied from firsts f
    where opened >= ${from} and opened < ${to}
      and (replied is null or opened < replied
        or (opened = replied and ${first("id", "f.sender", "f.receiver")} < ${first("id", "f.receiver", "f.sender")}))
  `.execute(db);
  return finishFirstReplies(
    q,
    rows.map((r) => ({ opened: Number(r.opened), replied: r.replied == null ? null : Number(r.replied) })),
  );
}
