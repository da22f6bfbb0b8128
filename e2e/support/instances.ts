import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import pg from "pg";
import { freePort } from "../../test/free-port";
import type { SandboxProcess } from "../../test/sandbox-process";

export const PG_URL = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";

export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      for (let attempt = 0; ; attempt++) {
        try {
          // The servers are gone; a closing socket may still hold the database for a moment.
          await admin.query(`drop database if exists "${name}" with (force)`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      await admin.end();
    },
  };
}

// Holds each sync read of the calls list for `delayMs`, so runs of two instances overlap.
export async function countingProxy(target: string, delayMs: number) {
  const pages = new Map<number, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const isList =
      req.method === "GET" &&
      /\/call\/v3\/calls$/.test(url.pathname) &&
      url.searchParams.get("perPage") === "1000";
    if (isList) {
      const page = Number(url.searchParams.get("page") ?? "1");
      pages.set(page, (pages.get(page) ?? 0) + 1);
    }
    const forward = () => {
      const out = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    };
    if (isList) setTimeout(forward, delayMs);
    else forward();
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${port}`,
    pages: () => Object.fromEntries([...pages].sort((a, b) => a[0] - b[0])),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface Instance {
  url: string;
  output: () => string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export async function startInstance(env: NodeJS.ProcessEnv, port?: number): Promise<Instance> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  env = { ...env, NEXTAUTH_URL: url };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...env, PORT: String(port), DASHBOARD_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the dashboard exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/sign-in`)).ok) break;
    } catch {}
    if (i > 600) {
      await stop();
      throw new Error(`the dashboard never answered:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;
  };
  return { url, output: () => log, stop, kill };
}

/** A dashboard's settings for the app of `sandbox` (its keys and the account's management keys), named `name`. */
export const sandboxAppEnv = (sandbox: SandboxProcess, name: string) => ({
  SANDBOX_URL: sandbox.url,
  DASHBOARD_APP_ID: sandbox.appId,
  DASHBOARD_APP_REGION: sandbox.region,
  DASHBOARD_APP_NAME: name,
  DASHBOARD_APP_API_KEY: sandbox.apiKey,
  DASHBOARD_MGMT_KEY: sandbox.mgmt.key,
  DASHBOARD_MGMT_SECRET: sandbox.mgmt.secret,
});

/**
 * A production dashboard of its own on `sandbox`'s app, named `name`: a fresh store in a temporary folder, its own
 * secrets and one owner; `extra` settings go beside. Answers its settings too, to start it again after a kill.
 */
export async function dashboardOn(
  sandbox: SandboxProcess,
  name: string,
  owner: { email: string; password: string },
  extra: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "dashboard-own-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DASHBOARD_DATA_DIR: dataDir,
    NEXTAUTH_SECRET: randomBytes(24).toString("hex"),
    DASHBOARD_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    ...sandboxAppEnv(sandbox, name),
    ...extra,
  };
  adminCommand(env, ["create-owner", owner.email, owner.password]);
  return { dashboard: await startInstance(env), env, dataDir };
}

export function adminCommand(env: NodeJS.ProcessEnv, args: string[]) {
  const r = spawnSync("node_modules/.bin/tsx", ["scripts/admin.ts", ...args], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`admin ${args[0]} failed: ${r.stderr}${r.stdout}`);
}

/** Straight into the store: no webhooks fire. */
export function seedCalls(dataDir: string, appId: string, calls: number) {
  const anchor = Math.floor(Date.UTC(2026, 5, 1) / 1000);
  const args = ["sandbox/src/seed/cli.ts", "--app", appId, "--data-dir", dataDir, "--users", "12"];
  args.push("--groups", "2", "--messages", "10", "--calls", String(calls), "--days", "20");
  args.push("--seed", "6", "--anchor", String(anchor));
  const r = spawnSync("node_modules/.bin/tsx", args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}${r.stdout}`);
}

export function seedUsers(dataDir: string, appId: string, users: number) {
  const args = ["sandbox/src/seed/cli.ts", "--app", appId, "--data-dir", dataDir, "--users", String(users)];
  args.push("--groups", "1", "--messages", "0", "--calls", "0", "--seed", "7");
  const r = spawnSync("node_modules/.bin/tsx", args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}${r.stdout}`);
}

/** A fresh browser context signed in as `account` on the dashboard at `baseUrl`; answers its page. */
export async function signedInAt(
  browser: Browser,
  baseUrl: string,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  return page;
}

/**
 * Opens the account menu. A click that lands before the page has hydrated opens nothing (seen on a busy
 * machine), so the click is tried again until the menu shows.
 */
export async function openAccountMenu(page: Page) {
  const menu = page.getByRole("menu");
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole("button", { name: /^Account:/ }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}
