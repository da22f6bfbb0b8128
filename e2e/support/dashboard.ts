import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ACCOUNTS, type E2eApp, e2e, LOCKOUT_ACCOUNT } from "./env";

async function main() {
  for (let i = 0; !existsSync(e2e.appFile); i++) {
    if (i > 1200) throw new Error("the sandbox app never appeared");
    await new Promise((r) => setTimeout(r, 100));
  }
  const app = JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard"),
    SANDBOX_URL: e2e.sandboxUrl,
    DASHBOARD_APP_ID: app.appId,
    DASHBOARD_APP_REGION: app.region,
    DASHBOARD_APP_NAME: "E2E app",
    DASHBOARD_APP_API_KEY: app.apiKey,
    DASHBOARD_MGMT_KEY: e2e.mgmt.key,
    DASHBOARD_MGMT_SECRET: e2e.mgmt.secret,
    NEXTAUTH_URL: `http://127.0.0.1:${e2e.port}`,
  };
  const accounts: [string, { email: string; password: string }][] = [
    ...Object.entries(ACCOUNTS),
    ["viewer", LOCKOUT_ACCOUNT],
  ];
  for (const [role, a] of accounts) {
    const cmd =
      role === "owner" ? ["create-owner", a.email, a.password] : ["create-admin", a.email, a.password, role];
    const r = spawnSync("node_modules/.bin/tsx", ["scripts/admin.ts", ...cmd], { env, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`could not create the ${role} account`);
  }
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
