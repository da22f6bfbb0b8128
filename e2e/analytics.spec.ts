import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort } from "../test/free-port";
import { type SandboxProcess, startSandbox } from "../test/sandbox-process";
import { expectAccessible } from "./support/axe";
import { e2e, e2eApp, storageFile } from "./support/env";
import {
  adminCommand,
  type Instance,
  sandboxAppEnv,
  seedCalls,
  signedInAt,
  startInstance,
} from "./support/instances";

test.use({ storageState: storageFile("admin") });

async function serviceCalls(): Promise<{ initiatedAt: number; status: string }[]> {
  const a = e2eApp();
  const out: { initiatedAt: number; status: string }[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(
      `${e2e.sandboxUrl}/${a.region}/${a.appId}/call/v3/calls?perPage=1000&page=${page}`,
      {
        headers: { apikey: a.apiKey },
      },
    );
    expect(res.ok).toBe(true);
    const body = (await res.json()) as {
      data: { initiatedAt: number; status: string }[];
      meta: { pagination: { total_pages: number } };
    };
    out.push(...body.data);
    if (page >= body.meta.pagination.total_pages) return out;
  }
}

/** Nobody presses "Sync now": the server syncs on its first start and the page updates itself. */
async function ensureSynced(page: Page) {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No calls yet" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Key figures" })).toBeVisible({ timeout: 30_000 });
}

function csvRows(text: string): string[][] {
  return text
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
}

test("the panel fills without pressing Sync now; a viewer cannot start a sync", async ({ browser, page }) => {
  const viewer = await browser.newContext({ storageState: storageFile("viewer") });
  const vp = await viewer.newPage();
  await vp.goto("/analytics");
  await expect(vp.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(vp.getByRole("button", { name: "Sync now" })).toHaveCount(0);
  await viewer.close();

  await ensureSynced(page);
  const calls = (await serviceCalls()).length;
  await expect(page.getByRole("status").filter({ hasText: "calls stored" })).toContainText(
    `${calls} calls stored; last synced`,
    { timeout: 30_000 },
  );
});

test("the range lives in the URL and survives a reload", async ({ page }) => {
  await ensureSynced(page);
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/[?&]range=7d/);
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Time zone").selectOption("Asia/Kolkata");
  await expect(page).toHaveURL(/[?&]tz=Asia%2FKolkata|[?&]tz=Asia\/Kolkata/);
  await page.reload();
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  await expect(page.getByText(/\(Asia\/Kolkata\), compared with the 7 days before, /)).toBeVisible();

  // This month compares with the same days of last month, not the 30 days before, and says which.
  await page.getByRole("button", { name: "This month" }).click();
  await expect(page).toHaveURL(/[?&]range=month/);
  await expect(page.getByText(/compared with the same days of last month, \d{2} \w{3} \d{4}/)).toBeVisible();
  await expect(page.getByText(/^Changes: .+ vs .+\.$/)).toBeVisible();

  await page.goto("/analytics?range=custom&from=2026-01-01&to=2026-01-31&tz=UTC");
  await expect(page.getByText("from 01 Jan 2026 to 31 Jan 2026 (UTC)")).toBeVisible();
  await expect(page.getByRole("button", { name: "01 Jan 2026 – 31 Jan 2026" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a status opens the calls log filtered to it", async ({ page }) => {
  await ensureSynced(page);
  const status = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Calls by status" }) });
  const link = status.getByRole("link", { name: /^ended: \d+$/ });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/calls\?status=ended&startedAt=\d{10}&endedAt=\d{10}$/);
  await link.click();
  await expect(page).toHaveURL(/\/calls\?status=ended&startedAt=\d+&endedAt=\d+/);
  await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  const cells = page.getByRole("table", { name: "Calls, newest first" }).locator("tbody tr td:nth-child(4)");
  await expect(cells.first()).toHaveText("ended");
  for (const text of await cells.allTextContents()) expect(text).toBe("ended");
});

test("the CSV export holds the figures on screen, counted independently", async ({ page, browser }) => {
  await ensureSynced(page);
  await page.goto("/analytics?range=90d&tz=Europe%2FBerlin");
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(decodeURIComponent(href ?? "")).toBe("/api/analytics/export?range=90d&tz=Europe/Berlin");
  const res = await page.request.get(href ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const rows = csvRows(await res.text());
  expect(rows[0]).toEqual(["section", "item", "measure", "value"]);
  const value = (section: string, item: string, measure: string) =>
    rows.find((r) => r[0] === section && r[1] === item && r[2] === measure)?.[3];
  const from = Number(value("range", "from", "unix_seconds"));
  const to = Number(value("range", "to", "unix_seconds"));
  expect(value("range", "time_zone", "name")).toBe("Europe/Berlin");
  const inRange = (await serviceCalls()).filter((c) => c.initiatedAt >= from && c.initiatedAt < to);
  expect(Number(value("kpi", "Calls", "value"))).toBe(inRange.length);
  expect(Number(value("calls_by_status", "unanswered", "calls"))).toBe(
    inRange.filter((c) => c.status === "unanswered").length,
  );
  await expect(page.locator('[data-kpi="calls"]')).toHaveText(
    new Intl.NumberFormat("en-US").format(inRange.length),
  );
  const heat = rows.filter((r) => r[0] === "heatmap");
  expect(heat).toHaveLength(7 * 24);
  expect(heat.reduce((s, r) => s + Number(r[3]), 0)).toBe(inRange.length);

  // Signed out: refused by the route itself (the proxy leaves /api to the handlers).
  const anonymous = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  const refused = await anonymous.request.get(href ?? "");
  expect(refused.status()).toBe(401);
  expect(await refused.text()).not.toContain("section,item");
  await anonymous.close();
});

for (const scheme of ["light", "dark"] as const) {
  test(`the filled panel has no serious accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await ensureSynced(page);
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
    await expectAccessible(page, `filled panel (${scheme})`);
  });
}

// Holds the sync's calls-list reads (page size 1000) until released, so its progress shows page by page.
async function gatedProxy(target: string) {
  const held: (() => void)[] = [];
  let allowed = 0;
  const pump = () => {
    while (allowed > 0 && held.length > 0) {
      allowed--;
      held.shift()?.();
    }
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const forward = () => {
      const out = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on("error", () => res.writeHead(502).end());
      req.pipe(out);
    };
    const isList = /\/call\/v3\/calls$/.test(url.pathname) && url.searchParams.get("perPage") === "1000";
    if (!isList) return forward();
    held.push(forward);
    // A read the client gave up on (it times out and asks again) must not use up a release.
    res.on("close", () => {
      const i = held.indexOf(forward);
      if (i >= 0) held.splice(i, 1);
    });
    pump();
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${port}`,
    release(n = Number.POSITIVE_INFINITY) {
      allowed += n;
      pump();
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

test.describe("a dashboard started for the first time", () => {
  const OWNER = { email: "owner@first-sync.test", password: "first-sync-password-1" };
  const CALLS = 2100; // three pages of 1000
  // The seeded history lies in the 20 days before 2026-06-01.
  const RANGE = "/analytics?range=custom&from=2026-05-01&to=2026-06-01&tz=UTC";
  let sandbox: SandboxProcess;
  let proxy: Awaited<ReturnType<typeof gatedProxy>>;
  let dashboard: Instance;
  let dataDir: string;

  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    sandbox = await startSandbox("eu");
    seedCalls(sandbox.dataDir, sandbox.appId, CALLS);
    proxy = await gatedProxy(sandbox.url);
    dataDir = mkdtempSync(path.join(tmpdir(), "dashboard-first-sync-"));
    const env = {
      ...process.env,
      NODE_ENV: "production" as const,
      DASHBOARD_DATA_DIR: dataDir,
      ...sandboxAppEnv(sandbox, "Fresh app"),
      DASHBOARD_CALL_URL: `${proxy.url}/{region}/{appId}/call/v3`,
    };
    adminCommand(env, ["create-owner", OWNER.email, OWNER.password]);
    dashboard = await startInstance(env);
  });

  test.afterAll(async () => {
    proxy?.release();
    await dashboard?.stop();
    await proxy?.close();
    await sandbox?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("shows the first sync's progress, then the data, without Sync now or a reload", async ({
    browser,
  }) => {
    const page = await signedInAt(browser, dashboard.url, OWNER);
    await page.goto(`${dashboard.url}${RANGE}`);
    const status = page.getByRole("status").filter({ hasText: /sync/i });
    await expect(status).toContainText("First sync: 0 pages read, 0 calls stored.");
    await expect(page.getByRole("heading", { name: "Copying the call history" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No calls yet" })).toHaveCount(0);

    // A read held past the client's timeout fails; the server retries it seconds later.
    proxy.release(1);
    await expect(status).toContainText("First sync: 1 of 3 pages read, 1000 of 2100 calls stored.", {
      timeout: 60_000,
    });
    await expect(page.locator('[data-kpi="calls"]')).toHaveText("1,000", { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Copying the call history" })).toHaveCount(0);

    proxy.release();
    await expect(status).toContainText(`${CALLS} calls stored; last synced`, { timeout: 30_000 });
    await expect(page.locator('[data-kpi="calls"]')).toHaveText("2,100", { timeout: 30_000 });
    // The history starts in May: April, the period compared with, has none, so no change is made up.
    const figures = page.getByRole("list", { name: "Key figures" });
    await expect(figures.getByText("no data for the previous period").first()).toBeVisible();
    await expect(figures.getByText(/^(up|down) /)).toHaveCount(0);
    await page.context().close();
  });

  test("an app added on /apps syncs on its own", async ({ browser }) => {
    const made = (await sandbox.mgmtRequest("POST", "/apps", { name: "Added app", region: "us" })) as {
      data: { id: string; apiKeys: Record<string, { apiKey: string; scope: string }> };
    };
    const apiKey = Object.values(made.data.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey ?? "";
    seedCalls(sandbox.dataDir, made.data.id, 30);

    const page = await signedInAt(browser, dashboard.url, OWNER);
    await page.goto(`${dashboard.url}/apps`);
    await page.getByRole("button", { name: "Add app" }).click();
    const dialog = page.getByRole("dialog", { name: "Add an app" });
    await dialog.getByLabel("Name").fill("Added app");
    await dialog.getByLabel("App id").fill(made.data.id);
    await dialog.getByRole("combobox", { name: "Region" }).click();
    await page.getByRole("option", { name: "US" }).click();
    await dialog.getByLabel("REST API key").fill(apiKey);
    await dialog.getByRole("button", { name: "Test and save" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("combobox", { name: "Active app" }).click();
    await page.getByRole("option", { name: /Added app/ }).click();
    await expect(page.getByRole("combobox", { name: "Active app" })).toContainText("Added app");

    await page.goto(`${dashboard.url}${RANGE}`);
    await expect(page.getByText("Calls of Added app")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "calls stored" })).toContainText(
      "30 calls stored; last synced",
    );
    await expect(page.locator('[data-kpi="calls"]')).toHaveText("30");
    await page.context().close();
  });
});
