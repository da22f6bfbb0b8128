import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { audioCall } from "../test/minute-calls";
import { type SandboxProcess, startSandbox } from "../test/sandbox-process";
import {
  adminCommand,
  countingProxy,
  freshDatabase,
  type Instance,
  openAccountMenu,
  sandboxAppEnv,
  seedCalls,
  signedInAt,
  startInstance,
} from "./support/instances";

const OWNER = { email: "owner@multi.test", password: "multi-owner-password-1" };
const CALLS = 2100; // three pages of 1000

let sandbox: SandboxProcess;
let proxy: Awaited<ReturnType<typeof countingProxy>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let a: Instance;
let b: Instance;
let envOfB: NodeJS.ProcessEnv;
let endpoint: { url: string; username: string; password: string };
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sandbox = await startSandbox("eu");
  seedCalls(sandbox.dataDir, sandbox.appId, CALLS);
  proxy = await countingProxy(sandbox.url, 1000);
  database = await freshDatabase("multi_instance");
  const shared = {
    ...process.env,
    NODE_ENV: "production" as const,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: "multi-instance-session-secret-0123456789",
    DASHBOARD_ENCRYPTION_KEY: Buffer.alloc(32, 11).toString("base64"),
    ...sandboxAppEnv(sandbox, "Shared app"),
    DASHBOARD_CALL_URL: `${proxy.url}/{region}/{appId}/call/v3`,
  };
  const own = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dashboard-instance-"));
    dataDirs.push(dir);
    return { ...shared, DASHBOARD_DATA_DIR: dir };
  };
  adminCommand(own(), ["create-owner", OWNER.email, OWNER.password]);
  envOfB = own();
  [a, b] = await Promise.all([startInstance(own()), startInstance(envOfB)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await sandbox?.stop();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function deliverToB(trigger: string, data: Record<string, unknown>) {
  return fetch(`${b.url}${new URL(endpoint.url).pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${endpoint.username}:${endpoint.password}`).toString("base64")}`,
    },
    body: JSON.stringify({
      trigger,
      data,
      appId: sandbox.appId,
      region: sandbox.region,
      webhook: "multi-hook",
    }),
  });
}

/** Cookies are per host, not per port: both instances receive them. */
test("a session made on instance A is accepted by instance B", async ({ browser }) => {
  const anonymous = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const refused = await anonymous.request.get(`${b.url}/api/events/stream`);
  expect(refused.status()).toBe(401);
  await anonymous.close();

  const page = await signedInAt(browser, a.url, OWNER);
  await page.goto(`${b.url}/analytics`);
  await expect(page).toHaveURL(`${b.url}/analytics`);
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByText("Calls of Shared app")).toBeVisible();
  await page.context().close();
});

test("signing out on instance A ends the session on instance B at once", async ({ browser }) => {
  const page = await signedInAt(browser, a.url, OWNER);
  const cookies = await page.context().cookies();
  await page.goto(`${b.url}/calls`);
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await page.goto(`${a.url}/calls`);
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // The same cookie, replayed against the other instance: both read revocations from PostgreSQL.
  const replay = await browser.newContext({ storageState: { cookies, origins: [] } });
  expect((await replay.request.get(`${b.url}/api/events/stream`)).status()).toBe(401);
  const again = await replay.newPage();
  await again.goto(`${b.url}/calls`);
  await expect(again).toHaveURL(/\/sign-in/);
  await replay.close();
  await page.context().close();
});

test("an event delivered to instance B appears on instance A's live feed", async ({ browser }) => {
  const page = await signedInAt(browser, a.url, OWNER);
  await page.goto(`${b.url}/events/receivers`);
  await page.getByRole("button", { name: "New endpoint" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Multi-instance");
  await dialog.getByRole("button", { name: "Create endpoint" }).click();
  const issued = {
    url: await dialog.getByLabel("URL", { exact: true }).inputValue(),
    username: await dialog.getByLabel("Username", { exact: true }).inputValue(),
    password: await dialog.getByLabel("Password", { exact: true }).inputValue(),
  };
  expect(issued.url.startsWith(`${b.url}/api/receiver/ep_`)).toBe(true);
  endpoint = issued;

  await page.goto(`${a.url}/calls`);
  await page.evaluate(() => {
    const w = window as unknown as { __stored: string[] };
    w.__stored = [];
    const source = new EventSource("/api/events/stream");
    source.addEventListener("stored", (e) => w.__stored.push((e as MessageEvent<string>).data));
    return new Promise<void>((resolve) => {
      source.onopen = () => resolve();
    });
  });
  const messageId = `multi-${Date.now()}`;
  const res = await deliverToB("message_sent", {
    message: { id: messageId, text: "hello from B", sender: "u1" },
  });
  expect(res.status).toBe(200);
  const stored = (await res.json()) as { id: string; duplicate: boolean };
  expect(stored.duplicate).toBe(false);

  const seen = () =>
    page.evaluate(() => (window as unknown as { __stored: string[] }).__stored.map((d) => JSON.parse(d)));
  await expect.poll(async () => (await seen()).map((e: { id: string }) => e.id)).toEqual([stored.id]);
  const [event] = await seen();
  expect(event).toMatchObject({ appId: sandbox.appId, trigger: "message_sent", family: "messages" });
  expect(event.payload.data.message.id).toBe(messageId);
  await page.context().close();
});

test("two instances started at once sync the app on their own, reading each calls page once between them", async ({
  browser,
}) => {
  const page = await signedInAt(browser, a.url, OWNER);
  const other = await page.context().newPage();
  await page.goto(`${a.url}/analytics`);
  await other.goto(`${b.url}/analytics`);
  // Nobody presses "Sync now": each server starts the first sync, the lease lets one of them run it.
  for (const p of [page, other]) {
    await expect(p.getByText(`${CALLS} calls stored; last synced`)).toBeVisible({ timeout: 60_000 });
  }
  expect(proxy.pages()).toEqual({ 1: 1, 2: 1, 3: 1 });
  await page.context().close();
});

test("a call event delivered to a freshly started instance syncs the app for every instance", async ({
  browser,
}) => {
  // A new process for B: no page of it has been opened, so only the server start can follow events.
  await b.stop();
  b = await startInstance(envOfB);
  for (const uid of ["multi-a", "multi-b"]) await sandbox.chat("POST", "/users", { uid, name: uid });
  const at = Math.floor(Date.now() / 1000) - 120;
  const sessionId = await sandbox.recordCall(
    audioCall("multi-a", "multi-b", at, [
      { uid: "multi-a", sessions: [{ joinedAt: at + 1, leftAt: at + 61 }] },
      { uid: "multi-b", sessions: [{ joinedAt: at + 2, leftAt: at + 61 }] },
    ]),
  );
  const before = proxy.pages();
  const res = await deliverToB("call_ended", { call: { sessionId } });
  expect(res.status).toBe(200);

  const page = await signedInAt(browser, a.url, OWNER);
  await expect(async () => {
    await page.goto(`${a.url}/analytics`);
    await expect(page.getByText(`${CALLS + 1} calls stored; last synced`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(proxy.pages()).toEqual({ ...before, 1: (before[1] ?? 0) + 1 });
  await page.context().close();
});
