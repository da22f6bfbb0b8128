/**
 * The receiving side of the receiver benchmarks: a small standalone node:http server (through
 * @hono/node-server's Request adapter, as Next's route handler would get) whose only route calls the
 * same `lib/receiver` handler as `app/api/receiver/[endpointId]/route.ts`. Run by the benchmarks as
 * `node --import tsx bench/receiver-server.ts` (one process, so kill -9 hits the server itself).
 *
 * Environment: RECEIVER_DATA_DIR (SQLite store) or RECEIVER_DATABASE_URL (PostgreSQL), RECEIVER_KEY
 * (base64 HMAC key), RECEIVER_CREATE_ENDPOINT=<appId> to make an endpoint. Prints one JSON line when
 * listening: `{"port": n, "credentials"?: {...}}`.
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { openStore } from "../lib/db";
import { createEndpoint } from "../lib/receiver/endpoints";
import { createReceiver } from "../lib/receiver/receiver";

const dataDir = process.env.RECEIVER_DATA_DIR ?? "";
const databaseUrl = process.env.RECEIVER_DATABASE_URL || undefined;
const key = Buffer.from(process.env.RECEIVER_KEY ?? "", "base64");
if (key.length !== 32 || (!dataDir && !databaseUrl)) {
  console.error("Set RECEIVER_KEY (32 bytes, base64) and RECEIVER_DATA_DIR or RECEIVER_DATABASE_URL.");
  process.exit(2);
}

const store = openStore({ databaseUrl, dataDir });
await store.ready;
// As `lib/receiver/service.ts` does: SQLite is written from the receiver's worker thread.
const sqliteFile = databaseUrl ? undefined : path.join(dataDir, "dashboard.db");
const receiver = createReceiver({ db: store.db, key, sqliteFile });
const appId = process.env.RECEIVER_CREATE_ENDPOINT;
const credentials = appId ? await createEndpoint({ db: store.db, key }, { appId }) : undefined;

const ROUTE = /^\/api\/receiver\/([^/]+)$/;
const server = serve({
  hostname: "127.0.0.1",
  port: 0,
  fetch(req) {
    // CPU the server used so far (all threads): the benchmark's per-event cost, whatever else runs.
    if (req.method === "GET" && new URL(req.url).pathname === "/stats")
      return Response.json(process.cpuUsage());
    const match = ROUTE.exec(new URL(req.url).pathname);
    if (!match?.[1]) return new Response("Not found", { status: 404 });
    if (req.method !== "POST") return new Response(null, { status: 405, headers: { allow: "POST" } });
    return receiver.handle(req, decodeURIComponent(match[1]));
  },
});
await new Promise<void>((resolve) => server.once("listening", () => resolve()));
const { port } = server.address() as AddressInfo;
process.stdout.write(
  `${JSON.stringify({
    port,
    credentials: credentials && {
      endpointId: credentials.endpoint.id,
      username: credentials.username,
      password: credentials.password,
    },
  })}\n`,
);

async function shutdown() {
  server.close();
  await receiver.close();
  await store.db.destroy();
  process.exit(0);
}
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());
