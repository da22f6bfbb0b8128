import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  APP,
  basic,
  KEY,
  messageSent,
  sqliteStore,
  storeReceiver,
  type TestStore,
} from "@/test/receiver-fixtures";
import { deliveryFromIncoming } from "./delivery";
import { createEndpoint } from "./endpoints";
import type { Receiver } from "./receiver";

const LIMIT = 1024 * 1024;

interface Sent {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** The fast path must answer every delivery exactly as the Next route's `receiver.handle` does. */
describe("a delivery read from Node's request", () => {
  let store: TestStore;
  let receiver: Receiver;
  let server: http.Server;
  let port = 0;
  let endpointId = "";
  let auth = "";

  beforeAll(async () => {
    store = await sqliteStore();
    receiver = storeReceiver(store);
    server = http.createServer(async (req, res) => {
      const id = decodeURIComponent(req.url?.split("/").at(-1) ?? "");
      const answer = await receiver.answer(deliveryFromIncoming(req), id);
      res.writeHead(answer.status, answer.headers).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await receiver.close();
    await store.drop();
  });
  beforeEach(async () => {
    const issued = await createEndpoint({ db: store.db, key: KEY }, { appId: APP });
    endpointId = issued.endpoint.id;
    auth = basic(issued.username, issued.password);
  });

  function post(opts: { id?: string; headers?: Record<string, string>; body: Array<string | Buffer> }) {
    return new Promise<Sent>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/api/receiver/${opts.id ?? endpointId}`,
          headers: opts.headers,
          agent: false,
        },
        (res) =>
          text(res).then(
            (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(body) }),
            reject,
          ),
      );
      // The server may answer (413) and close before every chunk is written.
      req.on("error", (e) => ((e as NodeJS.ErrnoException).code === "EPIPE" ? undefined : reject(e)));
      for (const chunk of opts.body) req.write(chunk);
      req.end();
    });
  }

  async function viaRequest(headers: Record<string, string>, body: string, id = endpointId) {
    const res = await receiver.handle(
      new Request(`http://dashboard.test/api/receiver/${id}`, { method: "POST", headers, body }),
      id,
    );
    return { status: res.status, body: await res.json() };
  }

  const json = { "content-type": "application/json" };

  it("stores a delivery, keeps its headers (repeated ones joined) and answers as the route does", async () => {
    const body = JSON.stringify(messageSent("n1"));
    const got = await post({
      headers: { ...json, authorization: auth, "x-delivery-attempt": "3", "x-trace": "a" },
      body: [body],
    });
    expect(got.status).toBe(200);
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.body).toEqual({ id: expect.any(String), duplicate: false });
    const row = await store.db
      .selectFrom("received_events")
      .selectAll()
      .where("endpoint_id", "=", endpointId)
      .executeTakeFirstOrThrow();
    expect(row.payload).toBe(body);
    expect(row.attempt).toBe(3);
    const headers = JSON.parse(row.headers) as Record<string, string>;
    expect(headers["x-trace"]).toBe("a");
    expect(headers.authorization).toBeUndefined();
    expect((await post({ headers: { ...json, authorization: auth }, body: [body] })).body).toEqual({
      duplicate: true,
    });
    expect(await viaRequest({ ...json, authorization: auth }, body)).toEqual({
      status: 200,
      body: { duplicate: true },
    });
  });

  it("refuses bad deliveries with the same status and error as the route", async () => {
    const ok = JSON.stringify(messageSent("n2"));
    const cases: Array<{ headers: Record<string, string>; body: string; id?: string; status: number }> = [
      { headers: json, body: ok, status: 401 },
      { headers: { ...json, authorization: basic("nobody", "wrong") }, body: ok, status: 401 },
      { headers: { ...json, authorization: auth }, body: ok, id: "ep_unknown", status: 404 },
      { headers: { "content-type": "text/plain", authorization: auth }, body: ok, status: 415 },
      { headers: { ...json, authorization: auth }, body: "{not json", status: 400 },
      { headers: { ...json, authorization: auth }, body: JSON.stringify({ trigger: 1 }), status: 400 },
      {
        headers: { ...json, authorization: auth },
        body: JSON.stringify(messageSent("n3", { appId: "another-app" })),
        status: 400,
      },
    ];
    for (const c of cases) {
      const node = await post({ id: c.id, headers: c.headers, body: [c.body] });
      const route = await viaRequest(c.headers, c.body, c.id);
      expect({ status: node.status, body: node.body }).toEqual(route);
      expect(node.status).toBe(c.status);
      if (c.status === 401) expect(node.headers["www-authenticate"]).toMatch(/^Basic /);
    }
    const stored = await store.db
      .selectFrom("received_events")
      .select("id")
      .where("endpoint_id", "=", endpointId)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("answers 400 for a body that is not UTF-8", async () => {
    const got = await post({
      headers: { ...json, authorization: auth },
      body: [Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    });
    expect(got).toMatchObject({ status: 400, body: { error: { code: "invalid_body" } } });
  });

  it("answers 413 for a declared length over 1 MB, and for a chunked body that passes it", async () => {
    const declared = await post({
      headers: { ...json, authorization: auth, "content-length": String(LIMIT + 1) },
      body: ["x".repeat(LIMIT + 1)],
    });
    expect(declared).toMatchObject({ status: 413, body: { error: { code: "payload_too_large" } } });
    const chunk = " ".repeat(64 * 1024);
    const streamed = await post({
      headers: { ...json, authorization: auth },
      body: Array.from({ length: 20 }, () => chunk),
    });
    expect(streamed).toMatchObject({ status: 413, body: { error: { code: "payload_too_large" } } });
    const base = JSON.stringify(messageSent("big", { pad: "" }));
    const exact = JSON.stringify(messageSent("big", { pad: "x".repeat(LIMIT - base.length) }));
    expect(Buffer.byteLength(exact)).toBe(LIMIT);
    const half = exact.length / 2;
    const taken = await post({
      headers: { ...json, authorization: auth },
      body: [exact.slice(0, half), exact.slice(half)],
    });
    expect(taken.status).toBe(200);
  });
});
