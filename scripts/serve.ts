// Receiver deliveries skip Next's routing (~1.4 ms CPU each; `npm run bench:receiver`) but reach the
// same per-process receiver as the route. `x-dashboard-peer` carries the address the sign-in limit counts.
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

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

async function receive(req: IncomingMessage, res: ServerResponse, receiver: Promise<Receiver>) {
  const raw = RECEIVER_PATH.exec(req.url ?? "")?.[1] ?? "";
  const open = await receiver.catch(() => undefined);
  // A receiver that failed to open is Next's route's to retry (it answers 503 while the store is down).
  if (!open) return handleNext(req, res);
  const answer = await open.answer(deliveryFromIncoming(req), decodeSegment(raw));
  res.writeHead(answer.status, answer.headers).end(JSON.stringify(answer.body));
}

// Next answers a bare 500 for a route param that is not valid percent-encoded UTF-8.
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
