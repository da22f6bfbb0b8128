import { type Kysely, sql } from "kysely";
import { firstCall } from "../call-store/panel";
import { coversPrevious, previousOf } from "../call-store/panel-model";
import type { Database } from "../db/types";
import { type ChatToCalls, type ChatToCallsFigures, finishChatToCalls } from "./chat-to-calls-model";
import type { PanelQuery } from "./panel-model";

export type { ChatToCalls, ChatToCallsFigures } from "./chat-to-calls-model";

/**
 * One period's chatters, those who took part in a call after their first message, and the calls chatters took
 * part in: one statement, the same on SQLite and PostgreSQL. Every table is read by its (app, time) index over
 * the period alone, so no user's whole history is sought and no further index is needed.
 */
async function periodFigures(
  db: Kysely<Database>,
  appId: string,
  from: number,
  to: number,
): Promise<ChatToCallsFigures> {
  const { rows } = await sql<{
    chatters: number | string;
    called_after: number | string;
    calls: number | string;
  }>`
    with chatters as (
      select sender, min(sent_at) as first_at from ms_messages
      where app_id = ${appId} and sent_at >= ${from} and sent_at < ${to}
      group by sender
    ),
    took_part as (
      select initiator as uid, session_id, initiated_at from cs_calls
      where app_id = ${appId} and initiated_at >= ${from} and initiated_at < ${to}
      union all
      select uid, session_id, initiated_at from cs_call_users
      where app_id = ${appId} and initiated_at >= ${from} and initiated_at < ${to} and minutes_cm > 0
    ),
    chatter_calls as (
      select c.sender, c.first_at, t.session_id, t.initiated_at
      from chatters c join took_part t on t.uid = c.sender
    )
    select
      (select count(*) from chatters) as chatters,
      (select count(distinct sender) from chatter_calls where initiated_at >= first_at) as called_after,
      (select count(distinct session_id) from chatter_calls) as calls
  `.execute(db);
  const r = rows[0];
  return finishChatToCalls({
    chatters: Number(r?.chatters ?? 0),
    calledAfter: Number(r?.called_after ?? 0),
    calls: Number(r?.calls ?? 0),
  });
}

/** The range's chatters and how far they went on to calls, beside the previous period's. */
export async function chatToCalls(db: Kysely<Database>, q: PanelQuery): Promise<ChatToCalls> {
  const prev = previousOf(q);
  const [current, previous, callsFrom] = await Promise.all([
    periodFigures(db, q.appId, q.from, q.to),
    periodFigures(db, q.appId, prev.from, prev.to),
    firstCall(db, q.appId),
  ]);
  return { current, previous, callsCoverPrevious: coversPrevious(callsFrom, prev.from) };
}
