/**
 * A bulk job against a sandbox whose rate limit allows 6 user deletions a window (10 s here, a minute in
 * production: the runner waits out whatever the service says), run by a dashboard
 * server of its own: killed with `kill -9` midway, restarted, it finishes the job without applying a row
 * twice; cancelled midway, its record says exactly which rows were applied.
 */
import { rmSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { type SandboxProcess, startSandbox } from "../test/sandbox-process";
import { dashboardOn, type Instance, seedUsers, signedInAt, startInstance } from "./support/instances";

const OWNER = { email: "owner@bulk.test", password: "bulk-owner-password-1" };
const CORE_PER_WINDOW = 6;

let sandbox: SandboxProcess;
let dashboard: Instance;
let env: NodeJS.ProcessEnv;
let port: number;
let dataDir: string;
let uids: string[] = [];

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sandbox = await startSandbox("eu", {
    SANDBOX_RATE_LIMIT_CORE: String(CORE_PER_WINDOW),
    SANDBOX_RATE_LIMIT_WINDOW_MS: "10000",
  });
  seedUsers(sandbox.dataDir, sandbox.appId, 40);
  const list = (await sandbox.chat("GET", "/users?perPage=100")) as { data: { uid: string }[] };
  uids = list.data.map((u) => u.uid).sort();
  ({ dashboard, env, dataDir } = await dashboardOn(sandbox, "Bulk app", OWNER));
  port = Number(new URL(dashboard.url).port);
});

test.afterAll(async () => {
  await dashboard?.stop();
  await sandbox?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Picks users on the users list and starts "Delete permanently" on them; answers the job page's URL. */
async function deleteInBulk(page: Page, picked: string[]) {
  await page.goto(`${dashboard.url}/users?perPage=100`);
  for (const uid of picked) await page.getByRole("checkbox", { name: `Select ${uid}` }).check();
  await page
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Delete permanently…" })
    .click();
  await page.getByRole("button", { name: `Review ${picked.length} users…` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("plan-rows")).toHaveText(`${picked.length} users`);
  await expect(dialog.getByLabel("Dry run")).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: `Delete permanently ${picked.length} users` }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  return page.url();
}

const exists = async (uid: string) => {
  try {
    await sandbox.chat("GET", `/users/${uid}`);
    return true;
  } catch {
    return false;
  }
};

const countOf = async (page: Page, what: string) =>
  Number(await page.getByTestId(`count-${what}`).textContent());

test("a job goes on after the dashboard is killed midway, and no row is applied twice", async ({
  browser,
}) => {
  const picked = uids.slice(0, 14);
  const page = await signedInAt(browser, dashboard.url, OWNER);
  const jobUrl = await deleteInBulk(page, picked);
  await expect.poll(() => countOf(page, "done"), { timeout: 30_000 }).toBeGreaterThan(0);
  await dashboard.kill();
  const doneAtKill = await countOf(page, "done");
  expect(doneAtKill).toBeLessThan(picked.length);
  dashboard = await startInstance(env, port);
  await page.goto(jobUrl);
  // The rate limit lets 6 deletions through a window: the rest take two more windows.
  await expect(page.getByTestId("count-done")).toHaveText("14", { timeout: 60_000 });
  await expect(page.getByTestId("count-refused")).toHaveText("0");
  await expect(page.getByTestId("count-pending")).toHaveText("0");
  for (const uid of picked) expect(await exists(uid)).toBe(false);
  await page.context().close();
});

test("a job cancelled midway keeps an exact record of the rows it applied", async ({ browser }) => {
  const picked = uids.slice(14, 28);
  const page = await signedInAt(browser, dashboard.url, OWNER);
  await deleteInBulk(page, picked);
  await expect.poll(() => countOf(page, "done"), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Cancel job" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel job" }).click();
  await expect(page.getByText("cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Cancelled: \d+ rows were applied/)).toBeVisible({ timeout: 20_000 });
  const done = await countOf(page, "done");
  const pending = await countOf(page, "pending");
  expect(done).toBeGreaterThan(0);
  expect(done + pending).toBe(14);
  expect(await countOf(page, "refused")).toBe(0);
  // The record and the service agree row by row.
  await page.getByLabel("Outcome", { exact: true }).selectOption("done");
  const table = page.getByRole("table", { name: "Rows of the job" });
  await expect(table.getByRole("row")).toHaveCount(done + 1);
  // The row's uid (its name may stand beside it, from a lookup made while the user still existed).
  const applied = (
    await table.getByRole("row").locator("td:nth-child(2) .font-mono").allTextContents()
  ).sort();
  expect(applied).toHaveLength(done);
  for (const uid of picked) expect(await exists(uid)).toBe(!applied.includes(uid));
  await page.context().close();
});
