import type { ChatToCalls } from "@/lib/chat-store/chat-to-calls-model";
import type { FirstReplyPanel } from "@/lib/chat-store/first-reply-model";
import type { MessageKinds } from "@/lib/chat-store/kinds-model";
import type { Movement } from "@/lib/chat-store/movement-model";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import type { ChatReactions } from "@/lib/chat-store/reactions-model";
import type { Retention } from "@/lib/chat-store/retention-model";
import type { ThreadsMentions } from "@/lib/chat-store/threads-mentions-model";
import { type CsvValue, csvLine } from "../csv";
import { CHAT_KPI_LABELS } from "./messages-labels";
import { panelHeadRows } from "./panel-csv";

/** The Messages view's figures, one per line (`section,item,measure,value`) as the calls export writes them. */
/** What the Messages view shows besides the panel itself (each present once messages are stored). */
export interface MessagesCsvExtras {
  retention?: Retention;
  firstReplies?: FirstReplyPanel;
  movement?: Movement;
  kinds?: MessageKinds;
  chatToCalls?: ChatToCalls;
  threadsMentions?: ThreadsMentions;
  reactions?: ChatReactions;
}

type Row = CsvValue[];

/** Threads, mentions and reactions as their cards show them: no previous figures where the history stops short. */
function insightRows(p: ChatPanel, t?: ThreadsMentions, r?: ChatReactions): Row[] {
  const rows: Row[] = [];
  for (const period of ["current", "previous"] as const) {
    const v = (x: number) => (period === "current" || p.previousStored ? x : null);
    const f = t?.[period];
    if (f) {
      rows.push(
        ["threads", period, "threads_started", v(f.threadsStarted)],
        ["threads", period, "threads_with_replies", v(f.threadsActive)],
        ["mentions", period, "messages_with_mentions", v(f.messagesWithMentions)],
        ["mentions", period, "mentions", v(f.mentions)],
        ["mentions", period, "users_mentioned", v(f.usersMentioned)],
      );
    }
    const g = r?.[period];
    if (g) {
      rows.push(
        ["reactions", period, "reactions", v(g.reactions)],
        ["reactions", period, "messages_with_reactions", v(g.messagesWithReactions)],
      );
    }
  }
  for (const u of t?.topMentioned ?? []) {
    rows.push(["mentioned_users", u.uid, "mentions", u.mentions]);
    if (p.previousStored) rows.push(["mentioned_users", u.uid, "previous", u.previous]);
  }
  for (const d of r?.perDay ?? []) rows.push(["reactions_per_day", d.day, "reactions", d.reactions]);
  for (const k of r?.top ?? []) {
    rows.push(["reactions_most_used", k.reaction, "reactions", k.reactions]);
    if (p.previousStored) rows.push(["reactions_most_used", k.reaction, "previous", k.previous]);
  }
  return rows;
}

export function messagesCsv(
  p: ChatPanel,
  {
    retention,
    firstReplies,
    movement,
    kinds,
    chatToCalls,
    threadsMentions,
    reactions,
  }: MessagesCsvExtras = {},
): string {
  const rows = panelHeadRows(p, CHAT_KPI_LABELS);
  for (const d of p.perDay) {
    rows.push(
      ["messages_per_day", d.day, "one_to_one", d.oneToOne],
      ["messages_per_day", d.day, "group", d.group],
      ["messages_per_day", d.day, "total", d.oneToOne + d.group],
    );
  }
  rows.push(
    ["active_users", p.active.day, "dau", p.active.dau],
    ["active_users", p.active.day, "wau", p.active.wau],
    ["active_users", p.active.day, "mau", p.active.mau],
    ["active_users", p.active.day, "dau_mau", p.active.dauMau],
  );
  for (const c of retention?.cohorts ?? []) {
    rows.push(["retention", c.week, "new_senders", c.users]);
    c.returned.forEach((n, k) => {
      if (n === null) return;
      rows.push(
        ["retention", c.week, `week_${k + 1}`, n],
        ["retention", c.week, `week_${k + 1}_share`, c.users ? n / c.users : null],
      );
    });
  }
  for (const period of ["current", "previous"] as const) {
    const f = firstReplies?.[period];
    if (!f) continue;
    rows.push(
      ["first_replies", period, "conversations_started", f.started],
      ["first_replies", period, "median_seconds", f.median],
      ["first_replies", period, "slowest_tenth_seconds", f.slowestTenth],
      ["first_replies", period, "unanswered_share", f.unanswered],
    );
  }
  if (movement) {
    rows.push(
      ["senders", "new", "count", movement.newSenders],
      ["senders", "gone_quiet", "count", p.previousStored ? movement.quietSenders : null],
    );
    for (const g of movement.fallingGroups) {
      rows.push(
        ["groups_falling", g.key, "messages", g.messages],
        ["groups_falling", g.key, "previous", g.previous],
      );
    }
  }
  for (const t of kinds?.byType ?? []) {
    rows.push(
      ["messages_by_type", t.type, "messages", t.messages],
      ["messages_by_type", t.type, "previous", t.previous],
    );
  }
  if (kinds)
    rows.push(["messages", "edited", "count", kinds.edited], ["messages", "deleted", "count", kinds.deleted]);
  for (const period of ["current", "previous"] as const) {
    const f = chatToCalls?.[period];
    if (!f) continue;
    // As on the card: no previous figures when the stored history does not reach that far.
    const shown = period === "current" || (p.previousStored && chatToCalls?.callsCoverPrevious === true);
    const v = (x: number | null) => (shown ? x : null);
    rows.push(
      ["chat_to_calls", period, "chatters", v(f.chatters)],
      ["chat_to_calls", period, "called_after_chatting", v(f.calledAfter)],
      ["chat_to_calls", period, "called_after_chatting_share", v(f.calledShare)],
      ["chat_to_calls", period, "calls_with_chatters", v(f.calls)],
      ["chat_to_calls", period, "calls_per_chatter", v(f.callsPerChatter)],
    );
  }
  rows.push(...insightRows(p, threadsMentions, reactions));
  return rows.map(csvLine).join("");
}

/** The export as a link target, so the download needs neither a request nor script. */
export const messagesCsvHref = (p: ChatPanel, extras?: MessagesCsvExtras) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(messagesCsv(p, extras))}`;
