import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP, KEY, messageSent, sqliteStore, storeReceiver, type TestStore } from "@/test/receiver-fixtures";
import { createEndpoint } from "./endpoints";
import { ReceiveError } from "./envelope";
import { getEvent, type StoredEvent } from "./events";
import type { Receiver } from "./receiver";

describe("Receiver.ingest (test events the dashboard stores itself)", () => {
  let store: TestStore;
  let receiver: Receiver;
  let endpointId = "";
  const seen: StoredEvent[] = [];

  beforeAll(async () => {
    store = await sqliteStore();
    receiver = storeReceiver(store);
    receiver.subscribe((e) => seen.push(e));
    endpointId = (await createEndpoint({ db: store.db, key: KEY }, { appId: APP })).endpoint.id;
  });
  afterAll(async () => {
    await receiver.close();
    await store.drop();
  });

  it("stores the envelope without credentials, notifies subscribers, and keeps headers", async () => {
    const headers = new Headers({ "content-type": "application/json", "x-dashboard-test-event": "1" });
    const result = await receiver.ingest(endpointId, JSON.stringify(messageSent("77")), headers);
    expect(result.duplicate).toBe(false);
    const id = result.duplicate ? "" : result.id;
    const event = await getEvent(store.db, id);
    expect(event).toMatchObject({ endpointId, appId: APP, trigger: "message_sent", family: "messages" });
    expect(event?.headers["x-dashboard-test-event"]).toBe("1");
    expect(seen.map((e) => e.id)).toContain(id);
  });

  it("dedupes like a delivery", async () => {
    const again = await receiver.ingest(endpointId, JSON.stringify(messageSent("77")), new Headers());
    expect(again).toEqual({ duplicate: true });
  });

  it("refuses an unknown endpoint and a malformed envelope", async () => {
    await expect(
      receiver.ingest("ep_missing", JSON.stringify(messageSent("78")), new Headers()),
    ).rejects.toThrow(ReceiveError);
    await expect(receiver.ingest(endpointId, '{"trigger":1}', new Headers())).rejects.toThrow(
      "`trigger` must be a non-empty string.",
    );
  });
});
