import path from "node:path";
import { serve } from "@hono/node-server";
import { createSandboxApp } from "./app";
import { loadConfig } from "./config";
import { openDb } from "./db/open";
import { createNotificationPostWorker } from "./delivery/notification-posts";
import { createDeliveryWorker } from "./delivery/worker";
import type { Deps } from "./deps";
import { RateLimiter } from "./http/rate-limit";

const config = loadConfig();
const db = openDb(path.join(config.dataDir, "sandbox.db"));
const now = () => Date.now();
const worker = createDeliveryWorker({ db, now, ownPort: config.port });
const notificationPosts = createNotificationPostWorker({ db, now, ownPort: config.port });
const deps: Deps = {
  db,
  config,
  now,
  limiter: new RateLimiter(
    { core: config.rateLimitCore, standard: config.rateLimitStandard, import: config.rateLimitImport },
    config.rateLimitWindowMs,
  ),
  kickOutbox: () => {
    worker.kick();
    notificationPosts.kick();
  },
};
const app = createSandboxApp(deps);

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.SANDBOX_HOST ?? "127.0.0.1" },
  (info) => {
    console.log(`[sandbox] listening on http://127.0.0.1:${info.port} (data in ${config.dataDir})`);
    if (config.generatedCredentials) {
      console.log(
        `[sandbox] generated management credentials: key=${config.mgmtKey} secret=${config.mgmtSecret}`,
      );
    }
    console.log(
      config.credentialsFile
        ? `[sandbox] management credentials are kept in ${config.credentialsFile}`
        : "[sandbox] management credentials come from SANDBOX_MGMT_KEY and SANDBOX_MGMT_SECRET",
    );
    deps.kickOutbox();
  },
);

async function shutdown() {
  server.close();
  await Promise.all([worker.stop(), notificationPosts.stop()]);
  db.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
