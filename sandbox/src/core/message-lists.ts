import { prepared } from "../db/prepared";
import type { Db } from "../db/types";
import type { MessageRow } from "./messages";

export interface MessageCursor {
  limit: number;
  affix: "append" | "prepend";
  id?: number;
  sentAt?: number;
}

export interface MessagePage {
  rows: MessageRow[];
  next?: { affix: "append" | "prepend"; id: string; sentAt: number };
}

// Pages run oldest to newest; `prepend` reads back from `id`/`sentAt` (else the newest), `append` forward.
// `next` continues from the page's edge and is absent when nothing lies beyond.
export function cursorPage(
  db: Db,
  where: string[],
  args: Record<string, unknown>,
  q: MessageCursor,
): MessagePage {
  const backward = q.affix === "prepend";
  const filters = [...where];
  if (q.id !== undefined) filters.push(backward ? "id < @cursorId" : "id > @cursorId");
  else if (q.sentAt !== undefined)
    filters.push(backward ? "sent_at < @cursorSentAt" : "sent_at >= @cursorSentAt");
  const rows = prepared(
    db,
    `SELECT * FROM messages WHERE ${filters.join(" AND ")} ORDER BY id ${backward ? "DESC" : "ASC"} LIMIT @take`,
  ).all({ ...args, cursorId: q.id, cursorSentAt: q.sentAt, take: q.limit + 1 }) as MessageRow[];
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  if (backward) page.reverse();
  const edge = backward ? page[0] : page[page.length - 1];
  return {
    rows: page,
    next: more && edge ? { affix: q.affix, id: String(edge.id), sentAt: edge.sent_at } : undefined,
  };
}
