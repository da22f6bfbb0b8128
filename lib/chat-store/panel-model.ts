import { type PanelHead, type PanelQuery, panelHead } from "../call-store/panel-model";
import { addDays, localMidnight, localSlot } from "../call-store/tz";

export type { PanelQuery } from "../call-store/panel-model";

export const CHAT_KPI_KEYS = ["messages", "senders", "replies", "mediaShare"] as const;
export type ChatKpiKey = (typeof CHAT_KPI_KEYS)[number];

export interface ChatTotals {
  messages: number;
  senders: number;
  replies: number;
  media: number;
}

export interface DayCount {
  day: string;
  /** Messages between two users. */
  oneToOne: number;
  group: number;
}

export interface ActiveUsers {
  /** The range's last day, in its time zone: the windows end with it. */
  day: string;
  dau: number;
  wau: number;
  mau: number;
  dauMau: number | null;
}

export interface TopCount {
  key: string;
  messages: number;
}

export interface ChatPanel extends PanelHead<ChatKpiKey> {
  perDay: DayCount[];
  active: ActiveUsers;
  /** [weekday from Monday][local hour] */
  heatmap: number[][];
  topSenders: TopCount[];
  topGroups: TopCount[];
}

export const TOP_N = 10;

export const emptyHeat = () => Array.from({ length: 7 }, () => Array<number>(24).fill(0));

/** DAU, WAU and MAU count senders on the range's last local day, its last 7 and its last 30 days. */
export function activeWindows(q: PanelQuery) {
  const day = localSlot(q.tz, q.to - 1).day;
  return {
    day,
    dayFrom: localMidnight(q.tz, day),
    weekFrom: localMidnight(q.tz, addDays(day, -6)),
    monthFrom: localMidnight(q.tz, addDays(day, -29)),
  };
}

/** Most messages first; ties by code units, as SQL's binary collation orders them. */
export function byTop(a: TopCount, b: TopCount): number {
  if (a.messages !== b.messages) return b.messages - a.messages;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

export interface ChatAggregates {
  current: ChatTotals;
  previous: ChatTotals;
  firstMessage: number | null;
  perDay: DayCount[];
  active: { dau: number; wau: number; mau: number };
  heatmap: number[][];
  topSenders: TopCount[];
  topGroups: TopCount[];
}

const share = (t: ChatTotals) => (t.messages === 0 ? null : t.media / t.messages);

/** The one place figures are divided: both the SQL panel and the plain computation end here. */
export function finishChatPanel(q: PanelQuery, a: ChatAggregates): ChatPanel {
  const values = (t: ChatTotals): Record<ChatKpiKey, number | null> => ({
    messages: t.messages,
    senders: t.senders,
    replies: t.replies,
    mediaShare: share(t),
  });
  const { day } = activeWindows(q);
  return {
    ...panelHead(q, CHAT_KPI_KEYS, values(a.current), values(a.previous), a.firstMessage),
    perDay: a.perDay,
    active: { day, ...a.active, dauMau: a.active.mau === 0 ? null : a.active.dau / a.active.mau },
    heatmap: a.heatmap,
    topSenders: a.topSenders,
    topGroups: a.topGroups,
  };
}
