/**
 * The dashboard's production server (`npm start` runs it after building): Next's request handler behind
 * a plain node:http server, with one fast path. Webhook deliveries to `/api/receiver/{endpointId}` go
 * straight to the process's receiver once it is open, skipping Next's routing, which costs about 1.4 ms of
 * CPU per request on these machines (`npm run bench:receiver` measures both paths). The receiver itself is
 * the one `app/api/receiver/[endpointId]/route.ts` uses: `lib/receiver/service.ts` keeps one per process
 * (lib/singleton.ts), so the first delivery (through the route) opens it, and checks, statuses, dedupe
 * and the live feed are the same on both paths.
 *
 * Every request carries the connection's address in `x-dashboard-peer` (lib/auth/client-ip.ts), which the
 * sign-in limit counts failures against.
 *
 * Environment: PORT (3000), DASHBOARD_HOST (127.0.0.1; `0.0.0.0` to listen on every interface).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { stampPeer } from "../lib/auth/client-ip";
import { env } from "../lib/env";
import { deliveryFromIncoming } from "../lib/receiver/delivery";
import type { Receiver } from "../lib/receiver/receiver";
import { openedReceiver } from "../lib/receiver/service";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.DASHBOARD_HOST ?? "127.0.0.1";

const RECEIVER_PATH = /^\/api\/receiver\/([^/?#]+)(?:\?.*)?$/;

const app = next({ dev: false, dir: root, hostname, port });
await app.prepare();
const handleNext = app.getRequestHandler();

/** A path segment decoded as Next decodes route params; a malformed escape stays as sent (an unknown id). */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A delivery answered by the open receiver, read and written on Node's own request and response. */
async function receive(req: IncomingMessage, res: ServerResponse, receiver: Promise<Receiver>) {
  const raw = RECEIVER_PATH.exec(req.url ?? "")?.[1] ?? "";
  const open = await receiver.catch(() => undefined);
  // A receiver that failed to open is Next's route's to retry (it answers 503 while the store is down).
  if (!open) return handleNext(req, res);
  const answer = await open.answer(deliveryFromIncoming(req), decodeSegment(raw));
  res.writeHead(answer.status, answer.headers).end(JSON.stringify(answer.body));
}

/** Whether the path is valid percent-encoded UTF-8: Next answers a bare 500 for a route param that isn't. */
function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(url.split("?")[0] ?? "");
    return true;
  } catch {
    return false;
  }
}

function route(req: IncomingMessage, res: ServerResponse) {
  if (!pathDecodes(req.url ?? "/")) {
    if (req.url?.startsWith("/api/")) {
      const error = { code: "malformed_path", message: "The path is not valid percent-encoded UTF-8." };
      return void res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error }));
    }
    // Such a path names no page: render the dashboard's own 404 for it.
    req.url = "/not-a-page";
  }
  const receiver = openedReceiver();
  if (receiver && req.method === "POST" && RECEIVER_PATH.test(req.url ?? ""))
    return receive(req, res, receiver);
  return handleNext(req, res);
}

const trustedProxies = env().DASHBOARD_TRUSTED_PROXIES;
const server = createServer((req, res) => {
  stampPeer(req, trustedProxies);
  Promise.resolve(route(req, res)).catch((err: unknown) => {
    console.error("[serve] request failed:", err);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  });
});
server.listen(port, hostname, () => console.log(`[serve] listening on http://${hostname}:${port}`));

function shutdown() {
  server.close();
  void (async () => {
    await (await openedReceiver()?.catch(() => undefined))?.close();
    process.exit(0);
  })();
}
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
