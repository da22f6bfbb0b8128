"use client";

import { useEffect, useRef, useState } from "react";
import type { StoredEvent } from "@/lib/receiver/events";

const MAX_LIVE = 500;

export type LiveStatus = "connecting" | "live" | "reconnecting";

// Unfiltered: the inspector filters what it shows, so toggling a filter loses no arrivals.
export function useLiveEvents(paused: boolean, onGap: () => void) {
  const [events, setEvents] = useState<StoredEvent[]>([]);
  const [held, setHeld] = useState<StoredEvent[]>([]);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onGapRef = useRef(onGap);
  onGapRef.current = onGap;
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
    // A reconnect missed more than it replays: the history has the rest.
    source.addEventListener("gap", () => onGapRef.current());
    return () => source.close();
  }, []);

  useEffect(() => {
    if (paused || held.length === 0) return;
    setEvents((list) => [...held, ...list].slice(0, MAX_LIVE));
    setHeld([]);
  }, [paused, held]);

  return { events, held, status };
}
