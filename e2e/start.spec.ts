import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../test/free-port";
import { signedInAt } from "./support/instances";

// `npm start` as a newcomer runs it: the start command, its supervised sandbox and the dashboard it serves.

const OWNER = { email: "owner@start.test", password: "start-owner-password-1" };
const MGMT = { key: "start-mgmt-key", secret: "start-mgmt-secret-0123456789abcdef" };

let start: ChildProcess;
let log = "";
let root: string;
let dashboardUrl: string;
let sandboxUrl: string;
let sandboxPort: number;

test.describe.configure({ mode: "serial", timeout: 120_000 });

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    if (start.exitCode !== null) throw new Error(`npm start exited while waiting for ${what}:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${log}`);
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** The sandbox the start command runs: the process serving this test's sandbox port. */
function sandboxPid(): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmd.includes("sandbox/src/server.ts")) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0");
      if (environ.includes(`SANDBOX_PORT=${sandboxPort}`)) return Number(entry);
    } catch {
      // The process ended while it was read.
    }
  }
  return undefined;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  root = mkdtempSync(path.join(tmpdir(), "dashboard-start-"));
  const port = await freePort();
  sandboxPort = await freePort();
  dashboardUrl = `http://127.0.0.1:${port}`;
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // Only what a newcomer would set: nothing of the e2e run's own dashboard or sandbox.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DASHBOARD_|SANDBOX_|NEXTAUTH_|DATABASE_URL)/.test(k)),
  ) as NodeJS.ProcessEnv;
  start = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...inherited,
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
      DASHBOARD_HOST: "127.0.0.1",
      NEXTAUTH_URL: dashboardUrl,
      DASHBOARD_DATA_DIR: path.join(root, "dashboard"),
      SANDBOX_DATA_DIR: path.join(root, "sandbox"),
      SANDBOX_MGMT_KEY: MGMT.key,
      SANDBOX_MGMT_SECRET: MGMT.secret,
      SANDBOX_RESTART_DELAY_MS: "250",
      DASHBOARD_OWNER_EMAIL: OWNER.email,
      DASHBOARD_OWNER_PASSWORD: OWNER.password,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  start.stdout?.on("data", (d) => {
    log += d;
  });
  start.stderr?.on("data", (d) => {
    log += d;
  });
  await until("the dashboard's start", () => log.includes("dashboard ready"), 200_000);
});

test.afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((r) => start.once("exit", r));
    start.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  if (root) rmSync(root, { recursive: true, force: true });
});

test("starts with configured management credentials, and the sandbox says truly where they come from", async () => {
  expect(log).toContain(
    "[sandbox] management credentials come from SANDBOX_MGMT_KEY and SANDBOX_MGMT_SECRET",
  );
  expect(existsSync(path.join(root, "sandbox", "mgmt-credentials.json"))).toBe(false);
  const demo = JSON.parse(readFileSync(path.join(root, "dashboard", "demo-app.json"), "utf8")) as {
    appId: string;
  };
  // The demo app was made with the configured credentials: the management API lists it for them.
  const apps = await fetch(`${sandboxUrl}/mgmt/apps`, { headers: MGMT });
  expect(apps.status).toBe(200);
  expect(JSON.stringify(await apps.json())).toContain(demo.appId);
  expect((await fetch(`${sandboxUrl}/mgmt/apps`, { headers: { ...MGMT, secret: "wrong" } })).status).toBe(
    401,
  );
});

test("the dashboard keeps serving while the supervised sandbox is killed, and recovers on its own", async ({
  browser,
}) => {
  const page = await signedInAt(browser, dashboardUrl, OWNER);
  const restarts = () =>
    [...log.matchAll(/sandbox exited \(SIGKILL\); restarting in (\d+) ms/g)].map((m) => Number(m[1]));

  // Killed as soon as it is back, the sandbox is restarted after ever longer waits.
  for (let kill = 1; kill <= 4; kill++) {
    await until("the sandbox's answer", () => answers(`${sandboxUrl}/healthz`), 30_000);
    const pid = sandboxPid();
    expect(pid, "the supervised sandbox's process").toBeDefined();
    process.kill(pid as number, "SIGKILL");
    await until("the supervisor's restart", () => restarts().length === kill, 10_000);
  }
  expect(restarts()).toEqual([250, 500, 1000, 2000]);

  // Down for 2 s now: the dashboard answers with the service's failure, not an error page.
  await page.goto(`${dashboardUrl}/users`);
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByText("The service could not be reached.")).toBeVisible();

  await until("the sandbox's return", () => answers(`${sandboxUrl}/healthz`), 30_000);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByText("The service could not be reached.")).toHaveCount(0);
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  expect(log).not.toContain("dashboard exited");
  expect(start.exitCode).toBeNull();
  await page.context().close();
});
