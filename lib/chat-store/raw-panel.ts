import type { Kysely } from "kysely";
import { previousOf } from "../call-store/panel-model";
import { assertPanelQuery } from "../call-store/panel-query";
import { daysBetween, localSlot } from "../call-store/tz";
import type { Database } from "../db/types";
import {
  activeWindows,
  byTop,
  type ChatPanel,
  type ChatTotals,
  type DayCount,
  emptyHeat,
  finishChatPanel,
  type PanelQuery,
  TOP_N,
  type TopCount,
} from "./panel-model";

interface Row {
  sender: string;
  receiver_type: string;
  receiver: string;
  sent_at: number;
  parent_id: number | null;
  has_media: number;
}

function totalsOf(rows: Row[]): ChatTotals {
  return {
    messages: rows.length,
    senders: new Set(rows.map((r) => r.sender)).size,
    replies: rows.filter((r) => r.parent_id !== null).length,
    media: rows.filter((r) => r.has_media === 1).length,
  };
}

function topOf(keys: string[]): TopCount[] {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts]
    .map(([key, messages]) => ({ key, messages }))
    .sort(byTop)
    .slice(0, TOP_N);
}

/** The reference the SQL panel must equal exactly: every message's local time asked of `Intl`. */
export async function rawChatPanel(db: Kysely<Database>, q: PanelQuery): Promise<ChatPanel> {
  assertPanelQuery(q);
  const prev = previousOf(q);
  const w = activeWindows(q);
  const all: Row[] = (
    await db
      .selectFrom("ms_messages")
      .select(["sender", "receiver_type", "receiver", "sent_at", "parent_id", "has_media"])
      .where("app_id", "=", q.appId)
      .execute()
  ).map((r) => ({
    ...r,
    sent_at: Number(r.sent_at),
    parent_id: r.parent_id == null ? null : Number(r.parent_id),
    has_media: Number(r.has_media),
  }));
  const within = (from: number, to: number) => all.filter((r) => r.sent_at >= from && r.sent_at < to);
  const current = within(q.from, q.to);
  const perDay = new Map<string, DayCount>(
    daysBetween(q.tz, q.from, q.to).map((day) => [day, { day, oneToOne: 0, group: 0 }]),
  );
  const heatmap = emptyHeat();
  for (const r of current) {
    const slot = localSlot(q.tz, r.sent_at);
    const d = perDay.get(slot.day);
    if (d && r.receiver_type === "group") d.group += 1;
    else if (d) d.oneToOne += 1;
    const row = heatmap[slot.dow];
    if (row) row[slot.hour] = (row[slot.hour] ?? 0) + 1;
  }
  const senders = (from: number) => new Set(within(from, q.to).map((r) => r.sender)).size;
  return finishChatPanel(q, {
    current: totalsOf(current),
    previous: totalsOf(within(prev.from, prev.to)),
    firstMessage: all.reduce<number | null>((m, r) => (m === null || r.sent_at < m ? r.sent_at : m), null),
    perDay: [...perDay.values()],
    heatmap,
    active: { dau: senders(w.dayFrom), wau: senders(w.weekFrom), mau: senders(w.monthFrom) },
    topSenders: topOf(current.map((r) => r.sender)),
    topGroups: topOf(current.filter((r) => r.receiver_type === "group").map((r) => r.receiver)),
  });
}
