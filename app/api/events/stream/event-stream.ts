import type { StoredEvent } from "@/lib/receiver/events";
import { type EventFilters, matchesFilters } from "../../../(dashboard)/events/_lib/search-params";

/** Comment lines keep proxies from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

export interface EventStreamOptions {
  appId: string;
  filters: EventFilters;
  subscribe: (listener: (event: StoredEvent) => void) => Promise<() => void>;
  signal: AbortSignal;
  heartbeatMs?: number;
}

const encoder = new TextEncoder();

/**
 * A server-sent-events body of the app's newly stored events that pass the filters (`event: stored`,
 * `id` = the event id), with a heartbeat; everything is released when the client goes away.
 */
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
      const unsubscribe = await opts.subscribe((event) => {
        if (event.appId !== opts.appId || !matchesFilters(event, opts.filters)) return;
        send(`id: ${event.id}\nevent: stored\ndata: ${JSON.stringify(event)}\n\n`);
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
    },
    cancel() {
      cleanup();
    },
  });
}
