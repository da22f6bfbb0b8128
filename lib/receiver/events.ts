import { type Selectable, sql } from "kysely";
import type { Db } from "../db";
import type { ReceivedEventsTable } from "../db/types";
import type { EventFamily } from "./families";

export type ReceivedEventRow = Selectable<ReceivedEventsTable>;

/** A stored delivery as the dashboard reads it. */
export interface StoredEvent {
  id: string;
  endpointId: string;
  appId: string;
  trigger: string;
  family: EventFamily;
  dedupeKey: string;
  /** The envelope exactly as delivered (`trigger`, `data`, `appId`, `region`, `webhook`, …). */
  payload: Record<string, unknown>;
  /** Request headers without credentials. */
  headers: Record<string, string>;
  /** Milliseconds since the epoch. */
  receivedAt: number;
  attempt: number | null;
}

/** Maps a row (PostgreSQL answers bigints as strings) to the event the dashboard reads. */
export function toStoredEvent(row: ReceivedEventRow): StoredEvent {
  const event = {
    id: String(row.id),
    endpointId: row.endpoint_id,
    appId: row.app_id,
    trigger: row.trigger,
    family: row.family as EventFamily,
    dedupeKey: row.dedupe_key,
    receivedAt: Number(row.received_at),
    attempt: row.attempt === null ? null : Number(row.attempt),
  };
  // Payload and headers are parsed when first read: most subscribers of new events (call sync, the
  // cross-instance feed) only look at the app and family, and the receiver tells them of every event.
  return Object.defineProperties(event, {
    payload: lazyJson(row.payload),
    headers: lazyJson(row.headers),
  }) as StoredEvent;
}

/** An enumerable property that parses `text` on first read (so JSON.stringify and spreads still see it). */
function lazyJson(text: string): PropertyDescriptor {
  let parsed: unknown;
  let done = false;
  return {
    enumerable: true,
    get() {
      if (!done) {
        parsed = JSON.parse(text);
        done = true;
      }
      return parsed;
    },
  };
}

/** A stored event's id as the dashboard writes them: up to 15 digits, so always a safe integer. */
export const isEventId = (v: string | null | undefined): v is string => !!v && /^\d{1,15}$/.test(v);

export interface ListEventsQuery {
  appId?: string;
  endpointId?: string;
  trigger?: string;
  family?: EventFamily;
  /** Case-insensitive substring of the payload JSON. */
  text?: string;
  /** Only events older than this id (the `nextBefore` of the previous page). */
  before?: string;
  /** Only events newer than this id (what a reconnecting live feed missed). */
  after?: string;
  /**
   * With `after`: also events received up to this many seconds before the `after` event. On PostgreSQL ids
   * are taken at insert, so one instance's event can commit, and reach a feed, after another's higher id.
   */
  afterSlackSeconds?: number;
  /** 1 to 200; 50 by default. */
  limit?: number;
}

export interface EventPage {
  events: StoredEvent[];
  /** Pass as `before` for the next (older) page; absent on the last page. */
  nextBefore?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Stored events, newest first, filtered; a keyset page on the id. */
export async function listEvents(db: Db, query: ListEventsQuery = {}): Promise<EventPage> {
  const limit = Math.min(200, Math.max(1, Math.trunc(query.limit ?? 50) || 50));
  let q = db
    .selectFrom("received_events")
    .selectAll()
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (query.appId !== undefined) q = q.where("app_id", "=", query.appId);
  if (query.endpointId !== undefined) q = q.where("endpoint_id", "=", query.endpointId);
  if (query.trigger) q = q.where("trigger", "=", query.trigger);
  if (query.family) q = q.where("family", "=", query.family);
  if (query.before !== undefined) {
    const before = Number(query.before);
    if (!Number.isSafeInteger(before)) return { events: [] };
    q = q.where("id", "<", before);
  }
  if (query.after !== undefined) {
    if (!isEventId(query.after)) return { events: [] };
    const after = Number(query.after);
    const slack = Math.max(0, Math.trunc(query.afterSlackSeconds ?? 0));
    q = slack
      ? q.where((eb) =>
          eb.or([
            eb("id", ">", after),
            eb.and([
              eb("id", "<", after),
              eb(
                "received_at",
                ">=",
                eb
                  .selectFrom("received_events as last")
                  .select(sql<number>`last.received_at - ${slack * 1000}`.as("t"))
                  .where("last.id", "=", after),
              ),
            ]),
          ]),
        )
      : q.where("id", ">", after);
  }
  if (query.text) {
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const pattern = `%${escapeLike(query.text.toLowerCase())}%`;
    q = q.where(sql<boolean>`lower(payload) like ${pattern} escape '\\'`);
  }
  const rows = await q.execute();
  const page = rows.slice(0, limit).map(toStoredEvent);
  const last = page.at(-1);
  return rows.length > limit && last ? { events: page, nextBefore: last.id } : { events: page };
}

/** The id of the newest stored event of any app, or undefined while there is none. */
export async function latestEventId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("received_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return row?.id == null ? undefined : String(row.id);
}

/** One stored event by id, or undefined. */
export async function getEvent(db: Db, id: string): Promise<StoredEvent | undefined> {
  if (!isEventId(id)) return undefined;
  const n = Number(id);
  const row = await db.selectFrom("received_events").selectAll().where("id", "=", n).executeTakeFirst();
  return row ? toStoredEvent(row) : undefined;
}
