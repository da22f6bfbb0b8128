import { type Kysely, sql } from "kysely";
import { previousOf } from "../call-store/panel-model";
import type { Database } from "../db/types";
import { byMessages, type MessageKinds } from "./kinds-model";
import type { PanelQuery } from "./panel-model";

export type { MessageKinds, TypeCount } from "./kinds-model";

/** Messages by type in both periods, and how many of the range's were edited or deleted, in two statements. */
export async function messageKinds(db: Kysely<Database>, q: PanelQuery): Promise<MessageKinds> {
  const prev = previousOf(q);
  const [types, fate] = await Promise.all([
    sql<{ type: string; messages: number | string; previous: number | string }>`
      select type,
        sum(case when sent_at >= ${q.from} and sent_at < ${q.to} then 1 else 0 end) as messages,
        sum(case when sent_at >= ${prev.from} and sent_at < ${prev.to} then 1 else 0 end) as previous
      from ms_messages
      where app_id = ${q.appId} and sent_at >= ${Math.min(q.from, prev.from)} and sent_at < ${Math.max(q.to, prev.to)}
      group by type
    `.execute(db),
    sql<{ edited: number | string | null; deleted: number | string | null }>`
      select sum(case when edited_at is not null then 1 else 0 end) as edited,
        sum(case when deleted_at is not null then 1 else 0 end) as deleted
      from ms_messages where app_id = ${q.appId} and sent_at >= ${q.from} and sent_at < ${q.to}
    `.execute(db),
  ]);
  return {
    byType: types.rows
      .map((r) => ({ type: r.type, messages: Number(r.messages), previous: Number(r.previous) }))
      .sort(byMessages),
    edited: Number(fate.rows[0]?.edited ?? 0),
    deleted: Number(fate.rows[0]?.deleted ?? 0),
  };
}
