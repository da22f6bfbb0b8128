/** The receiver benchmark's `--next` mode: the production dashboard itself as the receiving server. */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { openStore } from "../lib/db";
import { deriveReceiverKey } from "../lib/receiver/credentials";
import { createEndpoint } from "../lib/receiver/endpoints";
import { exited, newKey, type ServerProcess, type StoreTarget } from "./receiver-harness";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const addr = s.address();
      const port = typeof addr === "object" && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production dashboard (`next start`, needs a prior `next build`) on a free port with the
 * store in `target.dataDir`, after creating an endpoint there with the key the dashboard derives from
 * its encryption key. The route under test is then `app/api/receiver/[endpointId]/route.ts` itself.
 */
export async function startNextServer(target: StoreTarget, appId: string): Promise<ServerProcess> {
  const encryptionKey = newKey();
  const store = openStore({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  await store.ready;
  const issued = await createEndpoint({ db: store.db, key: deriveReceiverKey(encryptionKey) }, { appId });
  await store.db.destroy();
  const port = await freePort();
  const child = spawn(
    path.resolve("node_modules/.bin/next"),
    ["start", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DASHBOARD_DATA_DIR: target.dataDir,
        DASHBOARD_ENCRYPTION_KEY: encryptionKey,
        DATABASE_URL: target.databaseUrl ?? "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("next start exited before it was ready");
    try {
      await fetch(`${url}/api/receiver/${issued.endpoint.id}`, { method: "POST" });
      break;
    } catch {
      if (i > 600) throw new Error("next start never answered");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    child,
    url,
    credentials: { endpointId: issued.endpoint.id, username: issued.username, password: issued.password },
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
