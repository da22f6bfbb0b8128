import { type Browser, expect, type Page, test } from "@playwright/test";
import { allKeys, chatApi } from "./support/chat-api";
import { storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

const rows = (page: Page) => page.getByRole("table", { name: "Audit log, newest first" }).locator("tbody tr");
const filters = (page: Page) => page.getByRole("search", { name: "Filter the audit log" });
const asRole = async (browser: Browser, role: "owner" | "moderator" | "viewer") =>
  (await browser.newContext({ storageState: storageFile(role) })).newPage();

const NAME = `e2e-audit-${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: storageFile("admin") });
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByLabel("Name").fill(NAME);
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("dialog").getByLabel(/^New .* key$/)).toHaveValue(/^[0-9a-f]{40}$/);
  await page.close();
});

test.afterAll(async () => {
  for (const k of await allKeys()) if (k.name === NAME) await chatApi("DELETE", `/apikeys/${k.apiKey}`);
});

test("only owners and admins open the log or its export", async ({ browser }) => {
  for (const [role, status] of [
    ["viewer", 403],
    ["moderator", 403],
    ["owner", 200],
  ] as const) {
    const page = await asRole(browser, role);
    expect((await page.goto("/audit-log"))?.status(), role).toBe(status);
    expect((await page.request.get("/api/audit-log/export")).status(), role).toBe(status);
  }
  const anonymous = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  const res = await anonymous.request.get("/api/audit-log/export");
  expect(res.status()).toBe(401);
  expect(await res.text()).not.toContain("apiKeys.create");
});

test("the change shows newest first with who, what and outcome; no edit or delete", async ({ page }) => {
  await page.goto("/audit-log");
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  await filters(page).getByLabel("Action").selectOption("apiKeys.create");
  await expect(page).toHaveURL(/[?&]action=apiKeys\.create/);
  const first = rows(page).first();
  await expect(first).toContainText("admin@e2e.test");
  await expect(first).toContainText("apiKeys.create");
  await expect(first).toContainText("ok");
  await first.getByText("Show").click();
  await expect(first.locator("pre")).toContainText(NAME);
  for (const text of await rows(page).locator("td:nth-child(3)").allTextContents())
    expect(text).toBe("apiKeys.create");
  await expect(page.getByRole("button", { name: /edit|delete/i })).toHaveCount(0);
});

test("who and outcome filters go to the URL; a shared URL opens filtered", async ({ page }) => {
  await page.goto("/audit-log");
  await filters(page).getByLabel("Who (email contains)").fill("ADMIN@E2E");
  await expect(page).toHaveURL(/[?&]actor=ADMIN%40E2E|[?&]actor=ADMIN@E2E/);
  await expect(rows(page).first()).toContainText("admin@e2e.test");
  for (const text of await rows(page).locator("td:nth-child(2)").allTextContents())
    expect(text).toContain("admin@e2e.test");
  await filters(page).getByLabel("Outcome").selectOption("error");
  await expect(page).toHaveURL(/[?&]outcome=error/);

  await page.goto("/audit-log?actor=nobody-at-all");
  await expect(filters(page).getByLabel("Who (email contains)")).toHaveValue("nobody-at-all");
  await expect(page.getByText("No entries match these filters")).toBeVisible();
});

test("the CSV export streams the filtered entries with a header", async ({ page }) => {
  await page.goto("/audit-log?action=apiKeys.create");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^audit-log.*\.csv$/);

  const res = await page.request.get("/api/audit-log/export?action=apiKeys.create");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const lines = (await res.text()).split("\r\n").filter(Boolean);
  expect(lines[0]).toBe("id,at_utc,actor_email,actor_role,app_id,action,target,outcome,error_code,input");
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(",")[5]).toBe("apiKeys.create");
  // The input column is JSON with quotes, so it is quoted with doubled quotes.
  expect(lines.some((l) => l.includes(`""name"":""${NAME}""`))).toBe(true);

  const bad = await page.request.get("/api/audit-log/export?from=200&to=100");
  expect(bad.status()).toBe(400);
});
