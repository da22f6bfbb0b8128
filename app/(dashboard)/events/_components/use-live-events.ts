"use client";

import { useEffect, useRef, useState } from "react";
import type { StoredEvent } from "@/lib/receiver/events";

/** The live feed keeps at most this many events in memory; older ones are in the history. */
const MAX_LIVE = 500;

export type LiveStatus = "connecting" | "live" | "reconnecting";

/**
 * Newly stored events of the active app from the SSE stream, newest first. While `paused`, arrivals are
 * held back so the list stays still; resuming shows them. The stream is not filtered: the inspector
 * filters what it shows, so changing a filter and back loses nothing that arrived meanwhile.
 */
export function useLiveEvents(paused: boolean) {
  const [events, setEvents] = useState<StoredEvent[]>([]);
  const [held, setHeld] = useState<StoredEvent[]>([]);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  useEffect(() => {
    const source = new EventSource("/api/events/stream");
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
  }, []);

  useEffect(() => {
    if (paused || held.length === 0) return;
    setEvents((list) => [...held, ...list].slice(0, MAX_LIVE));
    setHeld([]);
  }, [paused, held]);

  return { events, held, status };
}
