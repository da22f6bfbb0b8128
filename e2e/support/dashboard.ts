import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type E2eApp, e2e } from "./env";

async function main() {
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard"),
    SANDBOX_URL: e2e.sandboxUrl,
    DASHBOARD_MGMT_KEY: e2e.mgmt.key,
    DASHBOARD_MGMT_SECRET: e2e.mgmt.secret,
    NEXTAUTH_URL: `http://127.0.0.1:${e2e.port}`,
  };
  // The accounts need no app: they are made while the sandbox seeds its app.
  const made = spawnSync("node_modules/.bin/tsx", ["e2e/support/accounts.ts"], { env, stdio: "inherit" });
  if (made.status !== 0) throw new Error("could not create the admin accounts");
  for (let i = 0; !existsSync(e2e.appFile); i++) {
    if (i > 1200) throw new Error("the sandbox app never appeared");
    await new Promise((r) => setTimeout(r, 100));
  }
  const app = JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;
  Object.assign(env, {
    DASHBOARD_APP_ID: app.appId,
    DASHBOARD_APP_REGION: app.region,
    DASHBOARD_APP_NAME: "E2E app",
    DASHBOARD_APP_API_KEY: app.apiKey,
  });
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...env, PORT: String(e2e.port), DASHBOARD_HOST: "127.0.0.1" },
    stdio: "inherit",
  });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
  server.on("exit", (code) => process.exit(code ?? 0));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
