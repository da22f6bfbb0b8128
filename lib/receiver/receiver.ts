import type { Db } from "../db";
import {
  BatchWriter,
  type BatchWriterOptions,
  type InsertBatch,
  kyselyInsert,
  type WriteResult,
} from "./batch-writer";
import { credentialsMatch, ENDPOINT_ID, parseBasicAuth } from "./credentials";
import { type Delivery, deliveryFromRequest } from "./delivery";
import { type EndpointRow, findEndpointRow } from "./endpoints";
import {
  dedupeKey,
  deliveryAttempt,
  isJsonContentType,
  MAX_BODY_BYTES,
  parseEnvelope,
  ReceiveError,
  storableHeaders,
} from "./envelope";
import { type StoredEvent, toStoredEvent } from "./events";
import { familyOf } from "./families";
import { startSqliteWriter } from "./sqlite-writer";

export interface ReceiverOptions {
  db: Db;
  /** On SQLite, events are written from a worker thread with a connection of its own. */
  sqliteFile?: string;
  key: Buffer;
  now?: () => number;
  batch?: Pick<BatchWriterOptions, "maxRows" | "maxDelayMs">;
  maxBodyBytes?: number;
  /** A rotation in another process shows up only after this. */
  endpointCacheMs?: number;
  /** Past this the delivery is answered 503: the service retries and dedupe holds. */
  commitTimeoutMs?: number;
}

export type EventListener = (event: StoredEvent) => void;

export interface ReceiverAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export interface Receiver {
  handle(req: Request, endpointId: string): Promise<Response>;
  answer(delivery: Delivery, endpointId: string): Promise<ReceiverAnswer>;
  subscribe(listener: EventListener): () => void;
  invalidate(endpointId: string): void;
  ingest(endpointId: string, body: string, headers: Headers): Promise<WriteResult>;
  close(): Promise<void>;
}

const REALM = 'Basic realm="webhook receiver", charset="UTF-8"';
const CACHE_LIMIT = 10_000;

const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };

const errorAnswer = (e: ReceiveError): ReceiverAnswer => ({
  status: e.status,
  body: { error: { code: e.code, message: e.message } },
  headers: e.status === 401 ? { ...JSON_HEADERS, "www-authenticate": REALM } : JSON_HEADERS,
});

export const toResponse = (a: ReceiverAnswer) =>
  new Response(JSON.stringify(a.body), { status: a.status, headers: a.headers });

export function createReceiver(opts: ReceiverOptions): Receiver {
  const now = opts.now ?? Date.now;
  const cacheMs = opts.endpointCacheMs ?? 1_000;
  const commitTimeoutMs = opts.commitTimeoutMs ?? 1_500;
  const listeners = new Set<EventListener>();
  const cache = new Map<string, { row: Promise<EndpointRow | undefined>; at: number }>();

  let closeWriter: () => Promise<void> = async () => undefined;
  const insert: Promise<InsertBatch> = opts.sqliteFile
    ? startSqliteWriter(opts.sqliteFile).then((w) => {
        if (!w) return kyselyInsert(opts.db);
        closeWriter = w.close;
        return w.insert;
      })
    : Promise.resolve(kyselyInsert(opts.db));
  const writer = new BatchWriter(async (rows) => (await insert)(rows), {
    ...opts.batch,
    onCommit(rows) {
      if (listeners.size === 0) return;
      for (const row of rows) {
        const event = toStoredEvent({ ...row, attempt: row.attempt ?? null });
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (err) {
            console.error("[receiver] a subscriber failed:", err);
          }
        }
      }
    },
  });

  // A short cache keeps endpoint lookups off the store; concurrent first deliveries share one.
  function endpoint(id: string): Promise<EndpointRow | undefined> {
    const hit = cache.get(id);
    if (hit && now() - hit.at < cacheMs) return hit.row;
    const row = findEndpointRow(opts.db, id);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    const entry = { row, at: now() };
    cache.set(id, entry);
    row.catch(() => cache.get(id) === entry && cache.delete(id));
    return row;
  }

  async function receive(req: Delivery, endpointId: string): Promise<WriteResult> {
    const row = ENDPOINT_ID.test(endpointId) ? await endpoint(endpointId) : undefined;
    if (!row) throw new ReceiveError(404, "unknown_endpoint", "No receiver endpoint has this address.");
    const given = parseBasicAuth(req.headers.get("authorization"));
    if (!given) throw new ReceiveError(401, "unauthorized", "Basic authentication is required.");
    if (!credentialsMatch(opts.key, row, given, Math.floor(now() / 1000))) {
      throw new ReceiveError(401, "unauthorized", "The Basic-auth credentials are wrong.");
    }
    if (!isJsonContentType(req.headers.get("content-type"))) {
      throw new ReceiveError(415, "unsupported_media_type", "The body must be application/json.");
    }
    const text = await req.text(opts.maxBodyBytes ?? MAX_BODY_BYTES);
    const envelope = parseEnvelope(text);
    if (typeof envelope.appId === "string" && envelope.appId !== row.app_id) {
      throw new ReceiveError(400, "app_mismatch", "The event belongs to another app than this endpoint.");
    }
    const write = writer.write({
      endpoint_id: row.id,
      app_id: row.app_id,
      trigger: envelope.trigger,
      family: familyOf(envelope.trigger),
      dedupe_key: dedupeKey(row.id, envelope),
      payload: text,
      headers: JSON.stringify(storableHeaders(req.headers)),
      received_at: now(),
      attempt: deliveryAttempt(req.headers),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ReceiveError(503, "store_busy", "The event could not be stored in time.")),
        commitTimeoutMs,
      );
    });
    try {
      return await Promise.race([write, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function answer(delivery: Delivery, endpointId: string): Promise<ReceiverAnswer> {
    try {
      const result = await receive(delivery, endpointId);
      const body = result.duplicate ? { duplicate: true } : { id: result.id, duplicate: false };
      return { status: 200, body, headers: JSON_HEADERS };
    } catch (err) {
      if (ReceiveError.is(err)) return errorAnswer(err);
      console.error("[receiver] could not store a delivery:", err);
      return errorAnswer(new ReceiveError(503, "store_unavailable", "The event could not be stored."));
    }
  }

  return {
    answer,
    async handle(req, endpointId) {
      return toResponse(await answer(deliveryFromRequest(req), endpointId));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    invalidate(endpointId) {
      cache.delete(endpointId);
    },
    async ingest(endpointId, body, headers) {
      const row = ENDPOINT_ID.test(endpointId) ? await endpoint(endpointId) : undefined;
      if (!row) throw new ReceiveError(404, "unknown_endpoint", "No receiver endpoint has this address.");
      const envelope = parseEnvelope(body);
      return writer.write({
        endpoint_id: row.id,
        app_id: row.app_id,
        trigger: envelope.trigger,
        family: familyOf(envelope.trigger),
        dedupe_key: dedupeKey(row.id, envelope),
        payload: body,
        headers: JSON.stringify(storableHeaders(headers)),
        received_at: now(),
        attempt: deliveryAttempt(headers),
      });
    },
    async close() {
      await writer.close();
      await insert;
      await closeWriter();
    },
  };
}
