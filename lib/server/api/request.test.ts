import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { deflateRawSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { serveConnection } from "@/test/local-server";
import { ServiceError } from "./errors";
import { type Connection, serviceRequest } from "./request";

let server: Server | undefined;
afterEach(() => server?.close());

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Connection> {
  const started = await serveConnection(handler);
  server = started.server;
  return started.conn;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

const one = z.object({ data: z.object({ uid: z.string(), createdAt: z.number() }) });

describe("serviceRequest", () => {
  it("fills the URL template, attaches the key and onBehalfOf, and validates the answer", async () => {
    let seen: IncomingMessage | undefined;
    const conn = await serve((req, res) => {
      seen = req;
      json(res, 200, { data: { uid: "u1", createdAt: 1700000000 } });
    });
    const out = await serviceRequest(conn, {
      api: "chat",
      path: "/users/u1",
      query: { a: 1, b: undefined },
      onBehalfOf: "u2",
      schema: one,
    });
    expect(out.data.uid).toBe("u1");
    expect(seen?.url).toBe("/eu/app1/api/v3/users/u1?a=1");
    expect(seen?.headers.apikey).toBe("k".repeat(40));
    expect(seen?.headers.onbehalfof).toBe("u2");
  });

  it("sends management credentials only to the management API", async () => {
    let headers: IncomingMessage["headers"] = {};
    const conn = await serve((req, res) => {
      headers = req.headers;
      json(res, 200, { data: { uid: "x", createdAt: 1 } });
    });
    await serviceRequest(conn, { api: "mgmt", path: "/apps", schema: one });
    expect(headers.key).toBe("mk");
    expect(headers.secret).toBe("ms");
    expect(headers.apikey).toBeUndefined();
  });

  it("turns the service's error body into a ServiceError with its code", async () => {
    const conn = await serve((_req, res) =>
      json(res, 404, {
        error: {
          message: "The UID nobody does not exist.",
          devMessage: "x",
          source: "chat-api",
          code: "ERR_UID_NOT_FOUND",
        },
      }),
    );
    const err = await serviceRequest(conn, { api: "chat", path: "/users/nobody", schema: one }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe("ERR_UID_NOT_FOUND");
    expect(err.status).toBe(404);
    expect(err.message).toBe("The UID nobody does not exist.");
  });

  it("names the field when an answer does not match its schema", async () => {
    const conn = await serve((_req, res) => json(res, 200, { data: { uid: "u1", createdAt: "yesterday" } }));
    const err = await serviceRequest(conn, { api: "chat", path: "/users/u1", schema: one }).catch((e) => e);
    expect(err.code).toBe("ERR_UNEXPECTED_ANSWER");
    expect(err.message).toContain("data.createdAt");
  });

  it("retries a read after 429, honouring Retry-After, and after a 5xx", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) return json(res, 429, { error: {} }, { "retry-after": "0" });
      if (calls === 2) return json(res, 503, {});
      json(res, 200, { data: { uid: "u1", createdAt: 1 } });
    });
    const out = await serviceRequest(conn, { api: "calls", path: "/calls/x", schema: one });
    expect(out.data.uid).toBe("u1");
    expect(calls).toBe(3);
  });

  it("keeps a slow service to one budget for the whole call, with no retry past it", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      setTimeout(() => json(res, 200, { data: { uid: "u1", createdAt: 1 } }), 3_000);
    });
    const started = Date.now();
    const err = await serviceRequest(conn, { api: "chat", path: "/users/u1", schema: one }, 800).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ code: "ERR_TIMEOUT" });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toBe(1);
  });

  it("gives a retry only what is left of the budget, not a fresh timeout", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      // The first try fails late in the budget; the retry then never answers.
      if (calls === 1)
        setTimeout(() => json(res, 503, { error: { code: "ERR_BUSY", message: "busy" } }), 1_000);
    });
    const started = Date.now();
    const err = await serviceRequest(conn, { api: "chat", path: "/users/u1", schema: one }, 3_000).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ code: "ERR_TIMEOUT" });
    expect(calls).toBe(2);
    // The budget ends it at 3 s; a fresh 3 s timeout for the retry would end it after about 4.2 s.
    expect(Date.now() - started).toBeLessThan(3_700);
  });

  it("says when the service rate-limits past the budget, without waiting for it", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      json(
        res,
        429,
        {
          error: { message: "Too many", devMessage: "x", source: "chat-api", code: "ERR_TOO_MANY_REQUESTS" },
        },
        { "retry-after": "30" },
      );
    });
    const started = Date.now();
    const err = await serviceRequest(conn, { api: "chat", path: "/users", schema: one }).catch((e) => e);
    expect(err).toMatchObject({
      status: 429,
      code: "ERR_TOO_MANY_REQUESTS",
      message: "The service is rate-limiting this app; try again in 30 s.",
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(calls).toBe(1);
  });

  it("retries a failing read only while the budget lasts", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      json(res, 503, {}, { "retry-after": "1" });
    });
    const err = await serviceRequest(conn, { api: "chat", path: "/users", schema: one }, 2_000).catch(
      (e) => e,
    );
    expect(err).toMatchObject({ status: 503 });
    expect(calls).toBe(2);
  });

  it("never retries a write", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      json(res, 503, {
        error: { message: "down", devMessage: "down", source: "chat-api", code: "ERR_EXCEPTION" },
      });
    });
    const err = await serviceRequest(conn, {
      api: "chat",
      method: "POST",
      path: "/users",
      body: {},
      schema: one,
    }).catch((e) => e);
    expect(err.code).toBe("ERR_EXCEPTION");
    expect(calls).toBe(1);
  });

  it("times out a request that never answers", async () => {
    const conn = await serve(() => {
      // never answers
    });
    const err = await serviceRequest(conn, {
      api: "chat",
      method: "POST",
      path: "/slow",
      schema: one,
      timeoutMs: 150,
    }).catch((e) => e);
    expect(err.code).toBe("ERR_TIMEOUT");
  });

  it("asks for a compressed answer and reads a gzip body", async () => {
    let asked: string | undefined;
    const conn = await serve((req, res) => {
      asked = req.headers["accept-encoding"];
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(gzipSync(JSON.stringify({ data: { uid: "zipped", createdAt: 1 } })));
    });
    const out = await serviceRequest(conn, { api: "chat", path: "/users/zipped", schema: one });
    expect(asked).toContain("gzip");
    expect(out.data.uid).toBe("zipped");
  });

  it("turns a body that does not decode as its content-encoding says into a clear error", async () => {
    const conn = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end('{"data":{}}');
    });
    const err = await serviceRequest(conn, { api: "chat", path: "/users/u1", schema: one }).catch((e) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe("ERR_BAD_ENCODING");
  });

  it("reads an empty compressed answer and raw deflate", async () => {
    const conn = await serve((req, res) => {
      if (req.url?.endsWith("/empty")) {
        res.writeHead(200, { "content-encoding": "gzip", "content-length": "0" });
        return res.end();
      }
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "deflate" });
      res.end(deflateRawSync(JSON.stringify({ data: { uid: "raw", createdAt: 1 } })));
    });
    const empty = await serviceRequest(conn, {
      api: "chat",
      path: "/empty",
      schema: z.undefined(),
    });
    expect(empty).toBeUndefined();
    const out = await serviceRequest(conn, { api: "chat", path: "/raw", schema: one });
    expect(out.data.uid).toBe("raw");
  });

  it("retries a read whose 5xx body does not decode", async () => {
    let calls = 0;
    const conn = await serve((_req, res) => {
      calls += 1;
      if (calls === 1) {
        res.writeHead(503, { "content-encoding": "gzip", "retry-after": "0" });
        return res.end("not gzip");
      }
      json(res, 200, { data: { uid: "u1", createdAt: 1 } });
    });
    const out = await serviceRequest(conn, { api: "calls", path: "/calls/x", schema: one });
    expect(out.data.uid).toBe("u1");
    expect(calls).toBe(2);
  });

  it("does not follow a redirect, and names where it pointed", async () => {
    let hits = 0;
    const conn = await serve((req, res) => {
      hits += 1;
      if (req.url?.includes("/moved")) {
        res.writeHead(302, { location: "http://elsewhere.example/steal" });
        return res.end();
      }
      json(res, 200, { data: { uid: "u1", createdAt: 1 } });
    });
    const err = await serviceRequest(conn, { api: "chat", path: "/moved", schema: one }).catch((e) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe("ERR_REDIRECTED");
    expect(err.message).toContain("http://elsewhere.example/steal");
    expect(hits).toBe(1);
  });

  it("sends a write's JSON body with its length, and reuses the connection for the next request", async () => {
    const bodies: string[] = [];
    const sockets = new Set<unknown>();
    const conn = await serve((req, res) => {
      sockets.add(req.socket);
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        bodies.push(`${req.headers["content-length"]}:${body}`);
        json(res, 200, { data: { uid: "u1", createdAt: 1 } });
      });
    });
    const payload = { name: "Zoë" };
    await serviceRequest(conn, { api: "chat", method: "POST", path: "/users", body: payload, schema: one });
    await serviceRequest(conn, { api: "chat", method: "POST", path: "/users", body: payload, schema: one });
    const text = JSON.stringify(payload);
    expect(bodies).toEqual([`${Buffer.byteLength(text)}:${text}`, `${Buffer.byteLength(text)}:${text}`]);
    expect(sockets.size).toBe(1);
  });

  it("times out an answer whose body never ends", async () => {
    const conn = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("{");
    });
    const err = await serviceRequest(conn, {
      api: "chat",
      method: "POST",
      path: "/trickle",
      schema: one,
      timeoutMs: 150,
    }).catch((e) => e);
    expect(err.code).toBe("ERR_TIMEOUT");
  });

  it("reports a service that cannot be reached", async () => {
    const conn = await serve((_req, res) => json(res, 200, {}));
    await new Promise((r) => server?.close(r));
    server = undefined;
    const err = await serviceRequest(conn, {
      api: "chat",
      method: "POST",
      path: "/users",
      schema: one,
    }).catch((e) => e);
    expect(err.code).toBe("ERR_UNREACHABLE");
  });

  it("refuses the management API without credentials, before any request", async () => {
    const conn = await serve(() => {
      throw new Error("must not be called");
    });
    const err = await serviceRequest(
      { ...conn, mgmtKey: undefined },
      { api: "mgmt", path: "/apps", schema: one },
    ).catch((e) => e);
    expect(err.code).toBe("ERR_NO_MGMT_CREDENTIALS");
  });
});
