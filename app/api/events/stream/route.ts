import { guardStream, MAX_STREAMS_PER_ADMIN } from "@/lib/auth/stream-guard";
import { isEventId } from "@/lib/receiver/events";
import { EVENT_FAMILIES } from "@/lib/receiver/families";
import type { EventFilters } from "@/lib/receiver/list-events-query";
import { latestEventId, listEvents, subscribe } from "@/lib/receiver/service";
import { RouteError, route } from "@/lib/route";
import { eventStream } from "./event-stream";

// A live stream of this process's receiver: never cached, and the store needs Node.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const CATCH_UP_LIMIT = 200;
/** Ids and commit order can differ on PostgreSQL, so a replay also looks this far before its last id. */
const CATCH_UP_SLACK_SECONDS = 5;

const isFamily = (v: string | null): v is NonNullable<EventFilters["family"]> =>
  (EVENT_FAMILIES as readonly (string | null)[]).includes(v);

export const GET = route({ minRole: "viewer", connection: true }, async ({ req, admin, connection }) => {
  const signal = guardStream(admin, "viewer", req.signal);
  if (!signal) {
    throw new RouteError(
      429,
      "TOO_MANY_STREAMS",
      `You have ${MAX_STREAMS_PER_ADMIN} live feeds open already; close one (another tab or window) first.`,
    );
  }
  const params = new URL(req.url).searchParams;
  const family = params.get("family");
  const filters: EventFilters = {
    trigger: params.get("trigger")?.trim() || undefined,
    family: isFamily(family) ? family : undefined,
    q: params.get("q")?.trim() || undefined,
  };
  const lastEventId = req.headers.get("last-event-id");
  const body = eventStream({
    appId: connection.appId,
    filters,
    subscribe,
    signal,
    lastEventId: isEventId(lastEventId) ? lastEventId : undefined,
    eventsAfter: async (after) => {
      const page = await listEvents({
        appId: connection.appId,
        trigger: filters.trigger,
        family: filters.family,
        text: filters.q,
        after,
        afterSlackSeconds: CATCH_UP_SLACK_SECONDS,
        limit: CATCH_UP_LIMIT,
      });
      return { events: page.events, more: page.nextBefore !== undefined };
    },
    latestEventId,
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      // Stops nginx and similar proxies from buffering the stream.
      "x-accel-buffering": "no",
    },
  });
});
