import { dayStart } from "@/lib/format";
import type { BulkOperation } from "@/lib/schemas/bulk";
import type { BlockedMessage, FlaggedMessage } from "@/lib/schemas/moderation";

/** The two queues: messages users reported, and messages the app's rules withheld. */
export type Kind = "flagged" | "blocked";
export type Item = { kind: "flagged"; item: FlaggedMessage } | { kind: "blocked"; item: BlockedMessage };
export type QueueData =
  | { kind: "flagged"; items: FlaggedMessage[] }
  | { kind: "blocked"; items: BlockedMessage[] };

export interface Filters {
  sender: string;
  receiver: string;
  reason: string;
  rule: string;
  /** yyyy-mm-dd, UTC */
  since: string;
}
/** The filters before any is touched: the empty queue says "nothing waits" only while they are these. */
export const NO_FILTERS: Filters = { sender: "", receiver: "", reason: "", rule: "", since: "" };

/** The list action's query for a queue read of `limit` items. */
export const queryOf = (kind: Kind, f: Filters, limit: number) => ({
  limit,
  sender: f.sender || undefined,
  receiver: f.receiver || undefined,
  reasonId: kind === "flagged" && f.reason ? f.reason : undefined,
  ruleId: kind === "blocked" && f.rule ? f.rule : undefined,
  from: f.since ? dayStart(f.since) : undefined,
});

/** An item's key while its outcome waits: report and block ids are of different series. */
export const itemKey = (i: Item) => `${i.kind}:${i.item.id}`;

/** The queue's items as read, less those whose outcome is chosen but not yet read back. */
export function itemsOf(data: QueueData | undefined, hidden: ReadonlySet<string>): Item[] {
  if (!data) return [];
  const all: Item[] =
    data.kind === "flagged"
      ? data.items.map((item) => ({ kind: "flagged" as const, item }))
      : data.items.map((item) => ({ kind: "blocked" as const, item }));
  return all.filter((i) => !hidden.has(itemKey(i)));
}

/** What the queue shows of a message, read leniently: the service's messages carry any data. */
export interface Shown {
  id: string;
  sender: string;
  senderName?: string;
  senderAvatar?: string;
  receiver: string;
  receiverType: "user" | "group";
  text: string;
  sentAt?: number;
}

export function shownOf(m: Record<string, unknown>): Shown {
  const data = (m.data ?? {}) as Record<string, unknown>;
  const sender = ((data.entities as Record<string, { entity?: Record<string, unknown> }> | undefined)?.sender
    ?.entity ?? {}) as Record<string, unknown>;
  const text =
    typeof data.text === "string"
      ? data.text
      : data.customData
        ? JSON.stringify(data.customData)
        : `(${String(m.type ?? "message")})`;
  return {
    id: String(m.id),
    sender: String(m.sender ?? ""),
    senderName: typeof sender.name === "string" ? sender.name : undefined,
    senderAvatar: typeof sender.avatar === "string" ? sender.avatar : undefined,
    receiver: String(m.receiver ?? ""),
    receiverType: m.receiverType === "group" ? "group" : "user",
    text,
    sentAt: typeof m.sentAt === "number" ? m.sentAt : undefined,
  };
}

/** The bulk operations each queue offers on the picked items. */
export const BULK: Record<Kind, readonly BulkOperation[]> = {
  flagged: ["reports.dismiss", "reports.remove"],
  blocked: ["blocked.deliver", "blocked.reject"],
};
