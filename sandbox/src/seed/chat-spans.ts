import type { Rng } from "./prng";
import type { Timeline } from "./timeline";
import type { SeedUser } from "./users";

const DAY = 86_400;

/** When a user takes part in chats: [from, until). */
export interface ChatSpan {
  from: number;
  until: number;
}

/**
 * Who chats when: a core that is there from the start and stays, newcomers arriving all along the history,
 * and some who drift away weeks after they came, so that week cohorts, returning users and users who stopped
 * show as they do in a real app. The first three users (never deactivated either) are in the core.
 */
export function chatSpans(rng: Rng, users: readonly SeedUser[], timeline: Timeline): Map<string, ChatSpan> {
  const spans = new Map<string, ChatSpan>();
  const length = timeline.end - timeline.start;
  users.forEach((u, i) => {
    const arrives = i >= 3 && rng.chance(0.5);
    const from = arrives ? timeline.start + Math.floor(rng.next() * length * 0.95) : timeline.start;
    const drifts = i >= 3 && rng.chance(0.35);
    const until = drifts ? Math.min(timeline.end, from + rng.int(7 * DAY, 60 * DAY)) : timeline.end;
    spans.set(u.uid, { from, until });
  });
  return spans;
}

export const inSpan = (span: ChatSpan | undefined, at: number) =>
  !span || (at >= span.from && at < span.until);

/** Where two users' spans overlap; undefined when they never chat at the same time. */
export function overlap(a: ChatSpan | undefined, b: ChatSpan | undefined): ChatSpan | undefined {
  const from = Math.max(a?.from ?? -Infinity, b?.from ?? -Infinity);
  const until = Math.min(a?.until ?? Infinity, b?.until ?? Infinity);
  return from < until ? { from, until } : undefined;
}
