import { isEventId, type StoredEvent } from "@/lib/receiver/events";
import { type EventFilters, matchesFilters } from "@/lib/receiver/list-events-query";

/** Comment lines keep proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  appId: string;
  filters: EventFilters;
  subscribe: (listener: (event: StoredEvent) => void) => Promise<() => void>;
  signal: AbortSignal;
  heartbeatMs?: number;
  lastEventId?: string;
  eventsAfter?: (afterId: string) => Promise<{ events: StoredEvent[]; more: boolean }>;
  /** Sent first, so a drop before any event still resumes from it. */
  latestEventId?: () => Promise<string | undefined>;
}

const encoder = new TextEncoder();

export function eventStream(opts: EventStreamOptions): ReadableStream<Uint8Array> {
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const sendEvent = (event: StoredEvent) =>
        send(`id: ${event.id}\nevent: stored\ndata: ${JSON.stringify(event)}\n\n`);
      const ours = (event: StoredEvent) => event.appId === opts.appId && matchesFilters(event, opts.filters);
      // Live events wait here until the catch-up is out, so the feed stays in id order.
      let waiting: StoredEvent[] | undefined = [];
      const unsubscribe = await opts.subscribe((event) => {
        if (waiting) waiting.push(event);
        else if (ours(event)) sendEvent(event);
      });
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), opts.heartbeatMs ?? HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        opts.signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // Already closed by the runtime.
        }
      };
      opts.signal.addEventListener("abort", cleanup);
      if (opts.signal.aborted) return cleanup();
      send("retry: 3000\n: connected\n\n");
      // What the catch-up sent, so that the waiting live events skip it; dropped once they are out.
      const replayed = new Set<string>();
      try {
        if (isEventId(opts.lastEventId) && opts.eventsAfter) {
          const { events, more } = await opts.eventsAfter(opts.lastEventId);
          // Older ones than a page holds are in the history: the client reloads it.
          if (more) send("event: gap\ndata: {}\n\n");
          for (const event of events.toReversed()) {
            replayed.add(event.id);
            sendEvent(event);
          }
        } else if (opts.latestEventId) {
          const latest = await opts.latestEventId();
          // An id line on its own sets the EventSource's last event id without an event.
          if (latest) send(`id: ${latest}\n\n`);
        }
      } catch (err) {
        // The store is unreachable: the live feed still works, and the history has what was missed.
        console.error("[events] live feed catch-up failed:", err);
      }
      const queued = waiting;
      waiting = undefined;
      for (const event of queued) if (ours(event) && !replayed.has(event.id)) sendEvent(event);
    },
    cancel() {
      cleanup();
    },
  });
}
