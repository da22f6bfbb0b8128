import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { e2e, e2eApp, storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

/** Every call of the e2e app as the service lists it (initiation times only). */
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

/** Syncs the store once (the first test to get here does it), then waits for the panel. */
async function ensureSynced(page: Page) {
  await page.goto("/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  const empty = page.getByRole("heading", { name: "No calls synced yet" });
  if (await empty.isVisible()) {
    await page.getByRole("button", { name: "Sync now" }).click();
    await expect(empty).toBeHidden({ timeout: 20_000 });
  }
  await expect(page.getByRole("list", { name: "Key figures" })).toBeVisible();
}

function csvRows(text: string): string[][] {
  return text
    .trim()
    .split("\r\n")
    .map((line) => line.split(","));
}

test("a viewer cannot start a sync; an admin syncs and sees the panel", async ({ browser, page }) => {
  const viewer = await browser.newContext({ storageState: storageFile("viewer") });
  const vp = await viewer.newPage();
  await vp.goto("/analytics");
  await expect(vp.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(vp.getByRole("button", { name: "Sync now" })).toHaveCount(0);
  await viewer.close();

  await ensureSynced(page);
  await expect(page.getByRole("status").filter({ hasText: "calls stored" })).toContainText(
    `${(await serviceCalls()).length} calls stored`,
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
  await expect(page.getByText(/\(Asia\/Kolkata\), compared with/)).toBeVisible();

  await page.goto("/analytics?range=custom&from=2026-01-01&to=2026-01-31&tz=UTC");
  await expect(page.getByText("from 2026-01-01 to 2026-01-31 (UTC)")).toBeVisible();
  await expect(page.getByRole("button", { name: "2026-01-01 – 2026-01-31" })).toHaveAttribute(
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
  // The card shows the same number as the file.
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
