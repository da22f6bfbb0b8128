"use client";

import { useEffect, useRef, useState } from "react";
import type { StoredEvent } from "@/lib/receiver/events";
import type { EventFilters } from "../_lib/search-params";

/** The live feed keeps at most this many events in memory; older ones are in the history. */
const MAX_LIVE = 500;

export type LiveStatus = "connecting" | "live" | "reconnecting";

/**
 * Newly stored events from the SSE stream, newest first. While `paused`, arrivals are held back (and
 * counted) so the list stays still; resuming shows them. A filter change starts a fresh stream.
 */
export function useLiveEvents(filters: EventFilters, paused: boolean) {
  const [events, setEvents] = useState<StoredEvent[]>([]);
  const [held, setHeld] = useState<StoredEvent[]>([]);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === "string"),
  ).toString();

  useEffect(() => {
    setEvents([]);
    setHeld([]);
    setStatus("connecting");
    const source = new EventSource(`/api/events/stream${query ? `?${query}` : ""}`);
    source.onopen = () => setStatus("live");
    // EventSource reconnects by itself; say so meanwhile.
    source.onerror = () =>
      setStatus(source.readyState === EventSource.CLOSED ? "connecting" : "reconnecting");
    source.addEventListener("stored", (m: MessageEvent<string>) => {
      const event = JSON.parse(m.data) as StoredEvent;
      const add = (list: StoredEvent[]) =>
        list.some((e) => e.id === event.id) ? list : [event, ...list].slice(0, MAX_LIVE);
      if (pausedRef.current) setHeld(add);
      else setEvents(add);
    });
    return () => source.close();
  }, [query]);

  useEffect(() => {
    if (paused || held.length === 0) return;
    setEvents((list) => [...held, ...list].slice(0, MAX_LIVE));
    setHeld([]);
  }, [paused, held]);

  return { events, held: held.length, status };
}
