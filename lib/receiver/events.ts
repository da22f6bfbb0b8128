import { type Selectable, sql } from "kysely";
import type { Db } from "../db";
import type { ReceivedEventsTable } from "../db/types";
import type { EventFamily } from "./families";

export type ReceivedEventRow = Selectable<ReceivedEventsTable>;

export interface StoredEvent {
  id: string;
  endpointId: string;
  appId: string;
  trigger: string;
  family: EventFamily;
  dedupeKey: string;
  payload: Record<string, unknown>;
  headers: Record<string, string>;
  receivedAt: number;
  attempt: number | null;
}

/** PostgreSQL answers bigints as strings. */
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
  // Parsed lazily: most subscribers of new events only look at the app and family.
  return Object.defineProperties(event, {
    payload: lazyJson(row.payload),
    headers: lazyJson(row.headers),
  }) as StoredEvent;
}

/** Enumerable, so JSON.stringify and spreads still see it. */
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

/** Up to 15 digits, so always a safe integer. */
export const isEventId = (v: string | null | undefined): v is string => !!v && /^\d{1,15}$/.test(v);

export interface ListEventsQuery {
  appId?: string;
  endpointId?: string;
  trigger?: string;
  family?: EventFamily;
  text?: string;
  before?: string;
  after?: string;
  /** On PostgreSQL ids are taken at insert, so a lower id can commit after a higher one. */
  afterSlackSeconds?: number;
  limit?: number;
}

export interface EventPage {
  events: StoredEvent[];
  nextBefore?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

export async function latestEventId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom("received_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return row?.id == null ? undefined : String(row.id);
}

export async function getEvent(db: Db, id: string): Promise<StoredEvent | undefined> {
  if (!isEventId(id)) return undefined;
  const n = Number(id);
  const row = await db.selectFrom("received_events").selectAll().where("id", "=", n).executeTakeFirst();
  return row ? toStoredEvent(row) : undefined;
}
