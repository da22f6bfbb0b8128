import { previousOf, rankOf } from "../call-store/panel-model";
import type { PanelQuery } from "./panel-model";

/** A one-on-one conversation by its first message and the other user's first answer (Unix seconds). */
export interface Opening {
  opened: number;
  replied: number | null;
}

export interface FirstReplies {
  /** One-on-one conversations whose first stored message was sent in the period. */
  started: number;
  /** Seconds from that message to the other user's first message: the median and the slowest tenth's start. */
  median: number | null;
  slowestTenth: number | null;
  /** The share of them the other user has not answered (by now). */
  unanswered: number | null;
}

export interface FirstReplyPanel {
  current: FirstReplies;
  previous: FirstReplies;
}

function figures(openings: Opening[]): FirstReplies {
  const waits = openings
    .flatMap((o) => (o.replied === null ? [] : [o.replied - o.opened]))
    .sort((a, b) => a - b);
  const at = (p: number) => (waits.length ? (waits[rankOf(p, waits.length) - 1] ?? null) : null);
  return {
    started: openings.length,
    median: at(50),
    slowestTenth: at(90),
    unanswered: openings.length ? (openings.length - waits.length) / openings.length : null,
  };
}

/** The range's and the previous period's figures, from the openings of both (SQL or plain JavaScript). */
export function finishFirstReplies(q: PanelQuery, openings: readonly Opening[]): FirstReplyPanel {
  const prev = previousOf(q);
  const within = (from: number, to: number) => openings.filter((o) => o.opened >= from && o.opened < to);
  return { current: figures(within(q.from, q.to)), previous: figures(within(prev.from, prev.to)) };
}
