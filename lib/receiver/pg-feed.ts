import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db";
import { type StoredEvent, toStoredEvent } from "./events";
import type { EventListener, Receiver } from "./receiver";

export const EVENTS_CHANNEL = "dashboard_received_events";

/** Ids per notification: NOTIFY payloads stop at 8000 bytes. */
const IDS_PER_NOTIFY = 400;

export interface PgFeedOptions {
  db: Db;
  databaseUrl: string;
  receiver: Pick<Receiver, "subscribe">;
  origin: string;
  channel?: string;
  reconnectMs?: number;
}

/** Most events read back after listening again: a longer outage leaves the rest to the history. */
const CATCH_UP_LIMIT = 1000;

export interface EventFeed {
  subscribe(listener: EventListener): () => void;
  /** Events stored by others before it listens are not delivered live. */
  ready: Promise<void>;
  close(): Promise<void>;
}

interface Announcement {
  o: string;
  ids: number[];
}

/** Each instance LISTENs on its own connection, skips its own announcements and reads others' rows by id. */
export function startPgFeed(o: PgFeedOptions): EventFeed {
  const channel = o.channel ?? EVENTS_CHANNEL;
  const listeners = new Set<EventListener>();
  let closed = false;

  // While not listening, our own deliveries are remembered so the catch-up skips them.
  let newest = 0;
  let outage: { from: number; delivered: Set<number> } | undefined;
  let caughtUp = new Set<number>();
  const deliver = (event: StoredEvent) => {
    const id = Number(event.id);
    if (id > newest) newest = id;
    outage?.delivered.add(id);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        console.error("[receiver] a live-feed subscriber failed:", err);
      }
    }
  };

  // Listeners run synchronously per row of a batch, so ids queued in that loop go out in one microtask.
  let queued: number[] = [];
  const announce = async (ids: number[]) => {
    for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
      const payload = JSON.stringify({ o: o.origin, ids: ids.slice(i, i + IDS_PER_NOTIFY) });
      await sql`select pg_notify(${channel}, ${payload})`.execute(o.db);
    }
  };
  const stopLocal = o.receiver.subscribe((event) => {
    deliver(event);
    if (queued.length === 0) {
      queueMicrotask(() => {
        const ids = queued;
        queued = [];
        announce(ids).catch((err) => console.error("[receiver] could not announce new events:", err));
      });
    }
    queued.push(Number(event.id));
  });

  // Announcements are handled one after another, so events reach subscribers in commit order.
  let chain = Promise.resolve();
  const onAnnouncement = (payload: string | undefined) => {
    let a: Announcement;
    try {
      a = JSON.parse(payload ?? "") as Announcement;
    } catch {
      return;
    }
    if (a.o === o.origin || !Array.isArray(a.ids) || listeners.size === 0) return;
    const ids = a.ids.filter((id) => Number.isSafeInteger(id) && !caughtUp.has(id));
    if (ids.length === 0) return;
    chain = chain
      .then(async () => {
        const rows = await o.db
          .selectFrom("received_events")
          .selectAll()
          .where("id", "in", ids)
          .orderBy("id")
          .execute();
        for (const row of rows) deliver(toStoredEvent(row));
      })
      .catch((err) => console.error("[receiver] could not read announced events:", err));
  };

  const catchUp = () => {
    const gap = outage;
    if (!gap) return;
    chain = chain
      .then(async () => {
        const rows = await o.db
          .selectFrom("received_events")
          .selectAll()
          .where("id", ">", gap.from)
          .orderBy("id")
          .limit(CATCH_UP_LIMIT)
          .execute();
        if (outage === gap) outage = undefined;
        caughtUp = new Set(rows.map((r) => Number(r.id)));
        for (const row of rows) if (!gap.delivered.has(Number(row.id))) deliver(toStoredEvent(row));
      })
      .catch((err) => console.error("[receiver] could not read the events missed while not listening:", err));
  };

  let client: pg.Client | undefined;
  let listened = false;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => {
    markReady = r;
  });
  const retry = () => {
    if (!closed) setTimeout(() => void listen(), o.reconnectMs ?? 1000).unref();
  };
  // A dedicated connection: LISTEN holds it.
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: o.databaseUrl });
    client = c;
    let retried = false;
    const again = () => {
      if (client === c) client = undefined;
      // Only a feed that was listening has missed anything; one that never did starts from now.
      if (listened) outage ??= { from: newest, delivered: new Set() };
      if (!retried) retry();
      retried = true;
    };
    c.on("notification", (msg) => {
      if (msg.channel === channel) onAnnouncement(msg.payload);
    });
    c.on("error", (err) => console.error("[receiver] the live-feed connection failed:", err.message));
    c.on("end", again);
    try {
      await c.connect();
      await c.query(`listen "${channel}"`);
      markReady();
      listened = true;
      catchUp();
    } catch (err) {
      console.error("[receiver] could not listen for other instances' events:", err);
      again();
      await c.end().catch(() => undefined);
      return;
    }
    if (closed) await c.end();
  };
  void listen();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async close() {
      closed = true;
      stopLocal();
      await client?.end().catch(() => undefined);
      await chain;
    },
  };
}
