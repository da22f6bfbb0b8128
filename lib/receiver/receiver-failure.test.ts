import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { APP, basic, messageSent, sqliteStore } from "@/test/receiver-fixtures";
import { createEndpoint } from "./endpoints";
import { listEvents } from "./events";
import { createReceiver } from "./receiver";

const KEY = Buffer.alloc(32, 7);

describe("receiver when the store is slow or fails", () => {
  it("answers 503 past the commit deadline, and a redelivery after the late commit is a duplicate", async () => {
    const store = await sqliteStore();
    const receiver = createReceiver({
      db: store.db,
      key: KEY,
      sqliteFile: store.sqliteFile,
      commitTimeoutMs: 200,
    });
    const { endpoint, username, password } = await createEndpoint({ db: store.db, key: KEY }, { appId: APP });
    const send = () =>
      receiver.handle(
        new Request("http://dashboard.test/", {
          method: "POST",
          headers: { authorization: basic(username, password), "content-type": "application/json" },
          body: JSON.stringify(messageSent("slow")),
        }),
        endpoint.id,
      );
    // Another connection holds the write lock, as a long write elsewhere would.
    const blocker = new Database(store.sqliteFile ?? "");
    blocker.exec("begin immediate");
    const res = await send();
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("store_busy");
    blocker.exec("commit");
    blocker.close();
    await expect
      .poll(async () => (await listEvents(store.db, {})).events.length, { timeout: 10_000 })
      .toBe(1);
    expect(await (await send()).json()).toEqual({ duplicate: true });
    await receiver.close();
    await store.drop();
  });

  it("answers 503 (so the service retries), never 500", async () => {
    const store = await sqliteStore();
    const db = store.db;
    const receiver = createReceiver({ db, key: KEY });
    const { endpoint, username, password } = await createEndpoint({ db, key: KEY }, { appId: APP });
    const send = (id: string) =>
      receiver.handle(
        new Request("http://dashboard.test/", {
          method: "POST",
          headers: { authorization: basic(username, password), "content-type": "application/json" },
          body: JSON.stringify(messageSent(id)),
        }),
        endpoint.id,
      );
    expect((await send("ok")).status).toBe(200);
    await db.schema.dropTable("received_events").execute();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await send("lost");
    expect(logged).toHaveBeenCalledWith("[receiver] could not store a delivery:", expect.any(Error));
    logged.mockRestore();
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("store_unavailable");
    await receiver.close();
    await store.drop();
  });
});
