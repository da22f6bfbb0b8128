import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { allKeys, chatApi, masked, type SandboxKey } from "./support/chat-api";
import { e2eApp, storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

const table = (page: Page) => page.getByRole("table", { name: "API keys" });
const rowOf = (page: Page, name: string) => table(page).getByRole("row", { name: new RegExp(name) });
const cap = (page: Page) => page.getByTestId("key-cap");
const asRole = async (browser: Browser, role: "moderator" | "viewer") =>
  (await browser.newContext({ storageState: storageFile(role) })).newPage();

/** Removed after each test so the key count stays known. */
const PREFIX = "e2e-keys-";
async function cleanUp() {
  for (const k of await allKeys()) {
    if (k.name.startsWith(PREFIX)) await chatApi("DELETE", `/apikeys/${k.apiKey}`);
  }
}
test.afterEach(cleanUp);

const keyNamed = async (name: string): Promise<SandboxKey | undefined> =>
  (await allKeys()).find((k) => k.name === name);

test("viewers and moderators get 403", async ({ browser }) => {
  for (const role of ["viewer", "moderator"] as const) {
    const page = await asRole(browser, role);
    expect((await page.goto("/api-keys"))?.status()).toBe(403);
    await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);
  }
});

test("the list shows every key masked, the cap, and locks the dashboard's own key", async ({ page }) => {
  const keys = await allKeys();
  await page.goto("/api-keys");
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await expect(cap(page)).toHaveText(`${keys.length} of 25 keys`);
  await expect(table(page).locator("tbody tr")).toHaveCount(keys.length);
  const html = await page.content();
  for (const k of keys) {
    expect(html).not.toContain(k.apiKey);
    await expect(table(page).getByText(masked(k.apiKey), { exact: true })).toBeVisible();
  }
  const own = keys.find((k) => k.apiKey === e2eApp().apiKey);
  expect(own).toBeDefined();
  const ownRow = rowOf(page, masked(own?.apiKey ?? ""));
  await expect(ownRow).toContainText("used by this dashboard");
  await expect(ownRow.getByRole("button", { name: /^Edit/ })).toBeDisabled();
  await expect(ownRow.getByRole("button", { name: /^Delete/ })).toBeDisabled();
  await expect(table(page).getByText("used by this dashboard")).toHaveCount(1);
});

test("bad names show inline and create nothing", async ({ page }) => {
  const before = (await allKeys()).length;
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name must not be empty.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Name").fill(`${PREFIX}${"x".repeat(51 - PREFIX.length)}`);
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name must be at most 50 characters.")).toBeVisible();
  expect((await allKeys()).length).toBe(before);
});

test("a new key is shown once with a copy button, then only masked", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const before = (await allKeys()).length;
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByLabel("Name").fill(`${PREFIX}ci`);
  await dialog.getByLabel("Scope").click();
  await page.getByRole("option", { name: /fullAccess/ }).click();
  await dialog.getByRole("button", { name: "Create key" }).click();

  const shown = page.getByRole("dialog").getByLabel("New fullAccess key");
  await expect(shown).toHaveValue(/^[0-9a-f]{40}$/);
  const value = await shown.inputValue();
  const stored = await keyNamed(`${PREFIX}ci`);
  expect(stored).toMatchObject({ apiKey: value, scope: "fullAccess" });
  await page.getByRole("button", { name: "Copy key" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  await page.getByRole("button", { name: "Done" }).click();
  await expect(cap(page)).toHaveText(`${before + 1} of 25 keys`);
  await expect(rowOf(page, `${PREFIX}ci`)).toContainText(masked(value));
  await page.reload();
  await expect(rowOf(page, `${PREFIX}ci`)).toBeVisible();
  expect(await page.content()).not.toContain(value);
});

test("a key is renamed and rescoped in a dialog, then deleted after confirming", async ({ page }) => {
  await chatApi("POST", "/apikeys", { body: { name: `${PREFIX}old`, scope: "authOnly" } });
  await page.goto("/api-keys");
  await rowOf(page, `${PREFIX}old`).getByRole("button", { name: /^Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${PREFIX}old` });
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Name must not be empty.")).toBeVisible();
  await dialog.getByLabel("Name").fill(`${PREFIX}new`);
  await dialog.getByLabel("Scope").click();
  await page.getByRole("option", { name: /fullAccess/ }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`Saved ${PREFIX}new.`)).toBeVisible();
  await expect(rowOf(page, `${PREFIX}new`)).toContainText("fullAccess");
  expect(await keyNamed(`${PREFIX}old`)).toBeUndefined();
  expect((await keyNamed(`${PREFIX}new`))?.scope).toBe("fullAccess");

  await rowOf(page, `${PREFIX}new`)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${PREFIX}new?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  expect(await keyNamed(`${PREFIX}new`)).toBeDefined();
  await rowOf(page, `${PREFIX}new`)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await confirm.getByRole("button", { name: "Delete key" }).click();
  await expect(rowOf(page, `${PREFIX}new`)).toHaveCount(0);
  expect(await keyNamed(`${PREFIX}new`)).toBeUndefined();
});

test("scope filter and name search go to the URL and match the service", async ({ page }) => {
  await chatApi("POST", "/apikeys", { body: { name: `${PREFIX}alpha`, scope: "authOnly" } });
  await chatApi("POST", "/apikeys", { body: { name: `${PREFIX}beta`, scope: "fullAccess" } });
  await page.goto("/api-keys");
  const search = page.getByRole("search", { name: "Filter API keys" });
  await search.getByLabel("Name contains").fill(PREFIX);
  await expect(page).toHaveURL(/[?&]search=e2e-keys-/);
  await expect(table(page).locator("tbody tr")).toHaveCount(2);
  await search.getByLabel("Scope").selectOption("fullAccess");
  await expect(page).toHaveURL(/[?&]scope=fullAccess/);
  await expect(table(page).locator("tbody tr")).toHaveCount(1);
  await expect(rowOf(page, `${PREFIX}beta`)).toBeVisible();
  // The cap counts every key of the app, not the filtered ones.
  await expect(cap(page)).toHaveText(`${(await allKeys()).length} of 25 keys`);
  await search.getByLabel("Name contains").fill("no-such-key-name");
  await expect(page.getByText("No keys match these filters")).toBeVisible();
});

test("at the cap the service refuses a new key and its message shows", async ({ page }) => {
  const have = (await allKeys()).length;
  for (let i = have; i < 25; i++) {
    await chatApi("POST", "/apikeys", { body: { name: `${PREFIX}fill-${i}`, scope: "authOnly" } });
  }
  await page.goto("/api-keys");
  await expect(cap(page)).toHaveText("25 of 25 keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await expect(dialog).toContainText("most the service allows");
  await dialog.getByLabel("Name").fill(`${PREFIX}one-too-many`);
  await dialog.getByRole("button", { name: "Create key" }).click();
  // The service's refusal names no field: it stands above the dialog's buttons.
  await expect(dialog.getByRole("alert")).toHaveText(
    /An app can have at most 25 API keys.*ERR_APIKEY_LIMIT_REACHED/,
  );
  await expect(dialog.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  expect(await keyNamed(`${PREFIX}one-too-many`)).toBeUndefined();
  expect((await allKeys()).length).toBe(25);
});

test("the create dialog and the new key panel have no serious accessibility violations", async ({ page }) => {
  await page.goto("/api-keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(dialog.getByText("Name must not be empty.")).toBeVisible();
  await expectAccessible(page, "create dialog with an error");
  await dialog.getByLabel("Name").fill(`${PREFIX}a11y`);
  await dialog.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("dialog").getByLabel("New authOnly key")).toBeVisible();
  await expectAccessible(page, "new key panel");
});
