import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2e, e2eApp } from "./support/env";
import { type Fault, faultProxy } from "./support/fault-proxy";
import { adminCommand, type Instance, startInstance } from "./support/instances";

const API_BUDGET_MS = 2_000;
const OWNER = { email: "owner@faults.test", password: "faults-owner-password-1" };
const PAGES = [
  { path: "/calls", heading: "Calls" },
  { path: "/users", heading: "Users" },
  { path: "/groups", heading: "Groups" },
  { path: "/api-keys", heading: "API keys" },
  { path: "/webhooks", heading: "Webhooks" },
];
const FAULTS: Array<{ name: string; fault: Fault; says: RegExp }> = [
  { name: "down", fault: { kind: "down" }, says: /could not be reached/ },
  // The instance's time budget is 2 s (DASHBOARD_API_TIMEOUT_MS), ten seconds in production: the same path.
  { name: "slow (6 s)", fault: { kind: "slow", ms: 6_000 }, says: /did not answer in time/ },
  {
    name: "rate-limited (429, Retry-After 30)",
    fault: { kind: "status", status: 429, headers: { "retry-after": "30" } },
    says: /rate-limiting this app; try again in 30 s/,
  },
  { name: "failing (500)", fault: { kind: "status", status: 500 }, says: /answered 500/ },
  {
    name: "failing (503 with its error)",
    fault: {
      kind: "status",
      status: 503,
      headers: { "retry-after": "0" },
      body: JSON.stringify({
        error: {
          message: "Maintenance in progress.",
          devMessage: "The chat API is under maintenance.",
          source: "chat-api",
          code: "ERR_SERVICE_DOWN",
        },
      }),
    },
    says: /Maintenance in progress/,
  },
  { name: "garbled JSON", fault: { kind: "garbled" }, says: /not JSON/ },
];

let proxy: Awaited<ReturnType<typeof faultProxy>>;
let dashboard: Instance;
let dataDir = "";

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  proxy = await faultProxy(e2e.sandboxUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), "dashboard-faults-"));
  const app = e2eApp();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DASHBOARD_DATA_DIR: dataDir,
    SANDBOX_URL: proxy.url,
    DASHBOARD_APP_ID: app.appId,
    DASHBOARD_APP_REGION: app.region,
    DASHBOARD_APP_NAME: "Faults app",
    DASHBOARD_APP_API_KEY: app.apiKey,
    DASHBOARD_MGMT_KEY: e2e.mgmt.key,
    DASHBOARD_MGMT_SECRET: e2e.mgmt.secret,
    DASHBOARD_API_TIMEOUT_MS: String(API_BUDGET_MS),
  };
  delete env.DATABASE_URL;
  adminCommand(env, ["create-owner", OWNER.email, OWNER.password]);
  dashboard = await startInstance(env);
});

test.afterAll(async () => {
  await dashboard?.stop();
  await proxy?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: dashboard.url })).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  return page;
}

for (const { name, fault, says } of FAULTS) {
  test(`with the service ${name}, every page says so within its budget and recovers`, async ({ browser }) => {
    const page = await signIn(browser);
    await proxy.set(fault);
    let worst = 0;
    for (const p of PAGES) {
      const started = Date.now();
      await page.goto(p.path, { timeout: 20_000 });
      await expect(page.getByRole("heading", { name: p.heading, level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(says).first()).toBeVisible({ timeout: 20_000 });
      const took = Date.now() - started;
      worst = Math.max(worst, took);
      expect(took, `${p.path} took ${took} ms`).toBeLessThan(15_000);
    }
    console.log(`[faults] ${name}: ${PAGES.length} pages, worst ${worst} ms`);

    await proxy.set({ kind: "pass" });
    for (const p of PAGES) {
      await page.goto(p.path);
      await expect(page.getByRole("heading", { name: p.heading, level: 1 })).toBeVisible();
      await expect(page.getByText(says)).toHaveCount(0);
    }
    await expect(page.getByRole("table").first().getByRole("row").nth(1)).toBeVisible();
    await page.context().close();
  });
}
