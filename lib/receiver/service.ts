// No "server-only" marker: scripts/serve.ts imports this module outside Next (its store and worker
// imports keep it out of any browser bundle anyway).
import path from "node:path";
import { persistentSecret } from "../crypto";
import { getDb } from "../db";
import { env } from "../env";
import { instanceId } from "../instance";
import { existingSingleton, singleton, singletonPromise } from "../singleton";
import { deriveReceiverKey } from "./credentials";
import * as endpoints from "./endpoints";
import * as events from "./events";
import { type EventFeed, startPgFeed } from "./pg-feed";
import { createReceiver, type Receiver } from "./receiver";

const RECEIVER = "webhook-receiver";
// On PostgreSQL: new events of every instance sharing the store (see pg-feed.ts), beside the receiver.
const FEED = "receiver-feed";

/** The key under which endpoint passwords are hashed: derived from the dashboard's encryption key. */
export const receiverKey = () =>
  deriveReceiverKey(persistentSecret("encryption", env().DASHBOARD_ENCRYPTION_KEY));

/** The process's receiver, on the dashboard's store (one batch writer per process); opened on first use. */
export function getReceiver(): Promise<Receiver> {
  return singletonPromise(RECEIVER, () =>
    getDb().then((db) => {
      const e = env();
      // The same file `openStore` opens when no DATABASE_URL is set.
      const sqliteFile = e.DATABASE_URL
        ? undefined
        : path.join(path.resolve(e.DASHBOARD_DATA_DIR), "dashboard.db");
      const receiver = createReceiver({ db, key: receiverKey(), sqliteFile });
      const databaseUrl = e.DATABASE_URL;
      if (databaseUrl) {
        // Announces this receiver's events to the other instances and hears theirs, from the start.
        singleton(FEED, () => startPgFeed({ db, databaseUrl, receiver, origin: instanceId() }));
      }
      return receiver;
    }),
  );
}

/** The receiver if this process has opened (or is opening) it; never opens one. */
export const openedReceiver = (): Promise<Receiver> | undefined =>
  existingSingleton<Promise<Receiver>>(RECEIVER);

/** Creates a receiver endpoint for an app; the password in the answer is shown once. */
export async function createEndpoint(appId: string, name?: string) {
  return endpoints.createEndpoint({ db: await getDb(), key: receiverKey() }, { appId, name });
}

/** Rotates an endpoint's password; the old one is accepted for `graceSeconds` more. */
export async function rotateCredentials(endpointId: string, graceSeconds: number) {
  const issued = await endpoints.rotateCredentials(
    { db: await getDb(), key: receiverKey() },
    endpointId,
    graceSeconds,
  );
  (await getReceiver()).invalidate(endpointId);
  return issued;
}

/** Deletes an endpoint; its events stay. */
export async function deleteEndpoint(endpointId: string) {
  const deleted = await endpoints.deleteEndpoint(await getDb(), endpointId);
  (await getReceiver()).invalidate(endpointId);
  return deleted;
}

/** An app's receiver endpoints. */
export async function listEndpoints(appId: string) {
  return endpoints.listEndpoints(await getDb(), appId);
}

/** Stored events, newest first (see `events.listEvents`). */
export async function listEvents(query: events.ListEventsQuery = {}) {
  return events.listEvents(await getDb(), query);
}

/** The id of the newest stored event: where a live feed that has seen nothing yet resumes after a drop. */
export async function latestEventId() {
  return events.latestEventId(await getDb());
}

/** One stored event. */
export async function getEvent(id: string) {
  return events.getEvent(await getDb(), id);
}

/**
 * Subscribes to newly stored events (for the live feed): on PostgreSQL those of every instance sharing
 * the store, else (or with `scope` "local") those this process's receiver stored.
 */
export async function subscribe(
  listener: (event: events.StoredEvent) => void,
  scope: "all" | "local" = "all",
) {
  const receiver = await getReceiver();
  const feed = scope === "all" ? existingSingleton<EventFeed>(FEED) : undefined;
  return feed ? feed.subscribe(listener) : receiver.subscribe(listener);
}
