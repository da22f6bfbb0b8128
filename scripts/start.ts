import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_SEED_ARGS } from "../sandbox/src/seed/demo";
import { latestSourceChange } from "./lib/sources";
import { type Supervised, supervise } from "./lib/supervise";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4100);
const dashboardDir = path.resolve(root, process.env.DASHBOARD_DATA_DIR ?? "data/dashboard");
const sandboxDir = path.resolve(root, process.env.SANDBOX_DATA_DIR ?? "data/sandbox");
const useSandbox = process.env.SANDBOX !== "off";
const sandboxUrl = process.env.SANDBOX_URL ?? `http://127.0.0.1:${sandboxPort}`;
const children: ChildProcess[] = [];
let sandbox: Supervised | undefined;
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

function log(msg: string) {
  console.log(`[start] ${msg}`);
}

function buildIfNeeded() {
  const buildId = path.join(root, ".next", "BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= latestSourceChange(root)) return;
  log("building the dashboard (next build)…");
  const res = spawnSync(bin("next"), ["build"], { cwd: root, stdio: "inherit", env: process.env });
  if (res.status !== 0) throw new Error("next build failed");
}

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startChild(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code, signal) => {
    log(`${name} exited (${signal ?? code})`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

function mgmtCredentials(): { key: string; secret: string } {
  const { SANDBOX_MGMT_KEY: key, SANDBOX_MGMT_SECRET: secret } = process.env;
  if (key && secret) return { key, secret };
  const stored = JSON.parse(readFileSync(path.join(sandboxDir, "mgmt-credentials.json"), "utf8"));
  return { key: key || stored.key, secret: secret || stored.secret };
}

interface DemoApp {
  appId: string;
  region: "us" | "eu" | "in";
  apiKey: string;
}

async function ensureDemoApp(): Promise<DemoApp> {
  const file = path.join(dashboardDir, "demo-app.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as DemoApp;
  const res = await fetch(`${sandboxUrl}/mgmt/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", ...mgmtCredentials() },
    body: JSON.stringify({ name: "Demo app", region: "us", version: "3" }),
  });
  if (!res.ok) throw new Error(`could not create the demo app: ${res.status} ${await res.text()}`);
  const app = (await res.json()).data as {
    id: string;
    region: DemoApp["region"];
    apiKeys: Record<string, { apiKey: string; scope: string }>;
  };
  const rest = Object.values(app.apiKeys).find((k) => k.scope === "fullAccess");
  if (!rest) throw new Error("the demo app came without a fullAccess key");
  log(`seeding the demo app ${app.id} with realistic history…`);
  const seed = spawnSync(
    bin("tsx"),
    ["sandbox/src/seed/cli.ts", "--app", app.id, "--data-dir", sandboxDir, "--if-empty", ...DEMO_SEED_ARGS],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  if (seed.status !== 0) throw new Error("seeding the demo app failed");
  const demo: DemoApp = { appId: app.id, region: app.region, apiKey: rest.apiKey };
  writeFileSync(file, JSON.stringify(demo, null, 2), { mode: 0o600 });
  return demo;
}

function ownerCredentials() {
  if (process.env.DASHBOARD_OWNER_EMAIL && process.env.DASHBOARD_OWNER_PASSWORD) {
    return {
      email: process.env.DASHBOARD_OWNER_EMAIL,
      password: process.env.DASHBOARD_OWNER_PASSWORD,
      generated: false,
    };
  }
  const file = path.join(dashboardDir, "owner-credentials.json");
  if (!existsSync(file)) {
    const made = { email: "owner@example.com", password: randomBytes(12).toString("base64url") };
    writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  }
  return {
    ...(JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string }),
    generated: true,
  };
}

function shutdown(code = 0) {
  sandbox?.stop();
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  process.exit(code);
}

async function main() {
  mkdirSync(dashboardDir, { recursive: true });
  buildIfNeeded();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DASHBOARD_DATA_DIR: dashboardDir,
    SANDBOX_URL: sandboxUrl,
  };
  if (useSandbox) {
    sandbox = supervise(
      "sandbox",
      () =>
        // One process (no tsx wrapper), so a kill reaches the server itself and nothing is orphaned.
        spawn(process.execPath, ["--import", "tsx", "sandbox/src/server.ts"], {
          cwd: root,
          env: { ...process.env, SANDBOX_PORT: String(sandboxPort), SANDBOX_DATA_DIR: sandboxDir },
          stdio: ["ignore", "inherit", "inherit"],
        }),
      // The first restart's wait (doubling after each crash); tests shorten it, the path stays the same.
      { log, initialDelayMs: Number(process.env.SANDBOX_RESTART_DELAY_MS ?? 500) },
    );
    await waitFor(`${sandboxUrl}/healthz`, 30_000);
    if (!process.env.DASHBOARD_APP_ID) {
      const demo = await ensureDemoApp();
      const creds = mgmtCredentials();
      Object.assign(env, {
        DASHBOARD_APP_ID: demo.appId,
        DASHBOARD_APP_REGION: demo.region,
        DASHBOARD_APP_NAME: "Demo app (sandbox)",
        DASHBOARD_APP_API_KEY: demo.apiKey,
        DASHBOARD_MGMT_KEY: creds.key,
        DASHBOARD_MGMT_SECRET: creds.secret,
      });
    }
  }
  const owner = ownerCredentials();
  const made = spawnSync(bin("tsx"), ["scripts/admin.ts", "ensure-owner"], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, DASHBOARD_OWNER_EMAIL: owner.email, DASHBOARD_OWNER_PASSWORD: owner.password },
  });
  if (made.status !== 0) throw new Error("could not prepare the owner account");
  const url = `http://localhost:${port}`;
  startChild("dashboard", process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    ...env,
    PORT: String(port),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? url,
    NODE_ENV: "production",
  });
  await waitFor(`${url}/sign-in`, 60_000);
  log(`dashboard ready at ${url}`);
  if (owner.generated) {
    log(`sign in as ${owner.email} with password ${owner.password}`);
    log(
      `(kept in ${path.join(dashboardDir, "owner-credentials.json")}; set DASHBOARD_OWNER_EMAIL/PASSWORD to choose your own)`,
    );
  } else log(`sign in as ${owner.email} with the password from DASHBOARD_OWNER_PASSWORD`);
  if (!process.env.NEXTAUTH_URL) {
    log(
      `mailed invitation and reset links point to ${url}: to reach the dashboard from another machine, set NEXTAUTH_URL to the address admins open (for example NEXTAUTH_URL=https://dash.example.com npm start)`,
    );
  }
  if (useSandbox) log(`sandbox at ${sandboxUrl} (reference at ${sandboxUrl}/docs)`);
}

process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
main().catch((e) => {
  console.error(`[start] ${e instanceof Error ? e.message : e}`);
  shutdown(1);
});
