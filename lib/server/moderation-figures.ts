import "server-only";
import * as moderationContract from "../contract/moderation";
import { type ModerationFigures, moderationFigures } from "../shared/moderation/figures";
import { call } from "./api/call";
import type { Connection } from "./api/request";

/** Reports, blocks and reviews read for the figures; more waiting shows as "1,000+". */
const FIGURE_LIMIT = 1000;

export interface FiguresAnswer {
  figures: ModerationFigures;
  waiting: { reported: string; blocked: string };
  /** When the longest-waiting report or block came in; null with none waiting. */
  oldestWaiting: number | null;
}

/** The figures above the queue, as the service has them now: the page's first render and each refresh. */
export async function readFigures(
  conn: Connection,
  now = Math.floor(Date.now() / 1000),
): Promise<FiguresAnswer> {
  const [flagged, blocked, reviewed] = await Promise.all([
    call(conn, moderationContract.listFlaggedMessages, { query: { limit: FIGURE_LIMIT } }),
    call(conn, moderationContract.listBlockedMessages, { query: { limit: FIGURE_LIMIT } }),
    call(conn, moderationContract.listReviewedMessages, { query: { limit: FIGURE_LIMIT } }),
  ]);
  const count = (n: number) => (n >= FIGURE_LIMIT ? `${FIGURE_LIMIT.toLocaleString("en")}+` : String(n));
  return {
    waiting: { reported: count(flagged.data.length), blocked: count(blocked.data.length) },
    oldestWaiting: [...flagged.data, ...blocked.data].reduce<number | null>(
      (oldest, item) => (oldest === null || item.createdAt < oldest ? item.createdAt : oldest),
      null,
    ),
    figures: moderationFigures({
      now,
      pending: [
        ...flagged.data.map((f) => ({ kind: "flagged" as const, createdAt: f.createdAt })),
        ...blocked.data.map((b) => ({ kind: "blocked" as const, createdAt: b.createdAt })),
      ],
      reviewed: reviewed.data,
    }),
  };
}
