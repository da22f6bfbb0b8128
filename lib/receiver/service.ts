// No "server-only" marker: scripts/serve.ts imports this module outside Next.
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
const FEED = "receiver-feed";

export const receiverKey = () =>
  deriveReceiverKey(persistentSecret("encryption", env().DASHBOARD_ENCRYPTION_KEY));

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
        singleton(FEED, () => startPgFeed({ db, databaseUrl, receiver, origin: instanceId() }));
      }
      return receiver;
    }),
  );
}

export const openedReceiver = (): Promise<Receiver> | undefined =>
  existingSingleton<Promise<Receiver>>(RECEIVER);

export async function createEndpoint(appId: string, name?: string) {
  return endpoints.createEndpoint({ db: await getDb(), key: receiverKey() }, { appId, name });
}

export async function rotateCredentials(endpointId: string, graceSeconds: number) {
  const issued = await endpoints.rotateCredentials(
    { db: await getDb(), key: receiverKey() },
    endpointId,
    graceSeconds,
  );
  (await getReceiver()).invalidate(endpointId);
  return issued;
}

export async function deleteEndpoint(endpointId: string) {
  const deleted = await endpoints.deleteEndpoint(await getDb(), endpointId);
  (await getReceiver()).invalidate(endpointId);
  return deleted;
}

export async function listEndpoints(appId: string) {
  return endpoints.listEndpoints(await getDb(), appId);
}

export async function listEvents(query: events.ListEventsQuery = {}) {
  return events.listEvents(await getDb(), query);
}

export async function latestEventId() {
  return events.latestEventId(await getDb());
}

export async function getEvent(id: string) {
  return events.getEvent(await getDb(), id);
}

export async function subscribe(
  listener: (event: events.StoredEvent) => void,
  scope: "all" | "local" = "all",
) {
  const receiver = await getReceiver();
  const feed = scope === "all" ? existingSingleton<EventFeed>(FEED) : undefined;
  return feed ? feed.subscribe(listener) : receiver.subscribe(listener);
}
