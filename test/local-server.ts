import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { Connection } from "@/lib/server/api/request";

/** Reads a request's whole body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

/** An HTTP server on a free local port for the file's (or describe block's) tests; `base` is its origin once they start. */
export function localServer(handler: RequestListener): { readonly base: string } {
  let server: Server | undefined;
  let base = "";
  beforeAll(async () => {
    const started = createServer(handler);
    server = started;
    await new Promise<void>((r) => started.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));
  return {
    get base() {
      return base;
    },
  };
}

/** A localServer that answers 202 to every request and keeps each body, in order, in `bodies`. */
export function recordingServer(): { readonly base: string; bodies: string[] } {
  const bodies: string[] = [];
  const server = localServer(async (req, res) => {
    bodies.push(await readBody(req));
    res.writeHead(202).end();
  });
  return {
    get base() {
      return server.base;
    },
    bodies,
  };
}

/** Starts `handler` on a free local port: the server (the caller closes it) and a connection to app1 in eu with every host on it. */
export async function serveConnection(
  handler: RequestListener,
): Promise<{ server: Server; conn: Connection }> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const conn: Connection = {
    appId: "app1",
    region: "eu",
    chatUrl: `${origin}/{region}/{appId}/api/v3`,
    callUrl: `${origin}/{region}/{appId}/call/v3`,
    mgmtUrl: `${origin}/mgmt`,
    apiKey: "k".repeat(40),
    mgmtKey: "mk",
    mgmtSecret: "ms",
  };
  return { server, conn };
}
