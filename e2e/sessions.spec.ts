import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { e2e, storageFile } from "./support/env";
import { adminCommand, openAccountMenu, signedInAt } from "./support/instances";

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** Accounts of this spec's own, so revoking their sessions touches no other spec's signed-in state. */
const MINE = {
  leaver: { email: "leaver@sessions.e2e.test", password: "leaver-password-123" },
  traveller: { email: "traveller@sessions.e2e.test", password: "traveller-password-123" },
  streamer: { email: "streamer@sessions.e2e.test", password: "streamer-password-123" },
};

test.beforeAll(() => {
  const env = { ...process.env, DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard") };
  for (const a of Object.values(MINE)) adminCommand(env, ["create-admin", a.email, a.password, "viewer"]);
});

const signIn = (browser: Browser, account: { email: string; password: string }): Promise<Page> =>
  signedInAt(browser, e2e.baseUrl, account);

const isSignedOut = async (page: Page) => {
  await page.goto("/calls");
  return /\/sign-in/.test(page.url());
};

test("after sign-out, the old session cookie opens nothing", async ({ browser }) => {
  const page = await signIn(browser, MINE.leaver);
  const cookies = await page.context().cookies();
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const replay = await browser.newContext({ storageState: { cookies, origins: [] } });
  const again = await replay.newPage();
  expect(await isSignedOut(again)).toBe(true);
  expect(await (await replay.request.get("/api/auth/session")).json()).toEqual({});
  expect((await replay.request.get("/api/events/stream")).status()).toBe(401);
  await replay.close();
});

test("an admin sees their sessions, ends one, then signs out everywhere else", async ({ browser }) => {
  const laptop = await signIn(browser, MINE.traveller);
  const phone = await signIn(browser, MINE.traveller);
  const tablet = await signIn(browser, MINE.traveller);

  await openAccountMenu(laptop);
  await laptop.getByRole("menuitem", { name: "Your account and sessions" }).click();
  await expect(laptop.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  const rows = laptop.getByRole("table", { name: "Active sessions" }).getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(laptop.getByText("This device")).toHaveCount(1);
  await expect(rows.nth(1)).toContainText(/Chrom/);

  await laptop
    .getByRole("button", { name: /^End session on / })
    .first()
    .click();
  await laptop.getByRole("alertdialog").getByRole("button", { name: "End session" }).click();
  await expect(rows).toHaveCount(3);
  const ended = [await isSignedOut(phone), await isSignedOut(tablet)];
  expect(ended.filter(Boolean)).toHaveLength(1);

  await laptop.getByRole("button", { name: "Sign out everywhere else" }).click();
  await laptop.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(laptop.getByText("Signed out of 1 other session(s).")).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect(await isSignedOut(phone)).toBe(true);
  expect(await isSignedOut(tablet)).toBe(true);
  expect(await isSignedOut(laptop)).toBe(false);
});

test("disabling an admin ends their open live feed within seconds", async ({ browser }) => {
  const page = await signIn(browser, MINE.streamer);
  const feed = page.evaluate(async () => {
    const res = await fetch("/api/events/stream");
    const reader = res.body?.getReader();
    if (!reader) return -1;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
    const disabledAt = (window as unknown as { disabledAt?: number }).disabledAt;
    return disabledAt ? Date.now() - disabledAt : -1;
  });
  await page.waitForTimeout(500);

  const owner = await (await browser.newContext({ storageState: storageFile("owner") })).newPage();
  await owner.goto("/admins");
  const row = owner.getByRole("row", { name: new RegExp(MINE.streamer.email.replaceAll(".", "\\.")) });
  await row.getByRole("button", { name: /^Disable/ }).click();
  await page.evaluate(() => {
    (window as unknown as { disabledAt?: number }).disabledAt = Date.now();
  });
  await owner.getByRole("alertdialog").getByRole("button", { name: "Disable account" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();
  const tookMs = await feed;
  expect(tookMs).toBeGreaterThanOrEqual(0);
  expect(tookMs).toBeLessThan(10_000);
  expect(await isSignedOut(page)).toBe(true);
});

test("one admin holds at most five live feeds at once", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageFile("viewer") });
  const page = await context.newPage();
  await page.goto("/account");
  const statuses = await page.evaluate(async () => {
    const controllers = Array.from({ length: 6 }, () => new AbortController());
    const out: number[] = [];
    for (const c of controllers) out.push((await fetch("/api/events/stream", { signal: c.signal })).status);
    for (const c of controllers) c.abort();
    return out;
  });
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  await context.close();
});
