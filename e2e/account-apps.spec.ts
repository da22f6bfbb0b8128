import { expect, test } from "@playwright/test";
import { e2e, e2eApp, storageFile } from "./support/env";

test.use({ storageState: storageFile("admin") });

async function appsNamed(name: string) {
  const res = await fetch(`${e2e.sandboxUrl}/mgmt/apps?perPage=1000`, {
    headers: { key: e2e.mgmt.key, secret: e2e.mgmt.secret },
  });
  return ((await res.json()) as { data: { id: string; name: string }[] }).data.filter((a) => a.name === name);
}

test("list and search the account's apps", async ({ page }) => {
  await page.goto("/apps/account");
  await expect(page.getByRole("heading", { name: "Account apps", level: 1 })).toBeVisible();
  const own = page.getByRole("row", { name: new RegExp(e2eApp().appId) });
  await expect(own).toContainText("Active here");
  await page.getByRole("searchbox", { name: "Search" }).fill("no app has this name");
  await expect(page).toHaveURL(/q=no\+app\+has\+this\+name|q=no%20app/);
  await expect(page.getByText("No app matches this search.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill("E2E app");
  await expect(own).toBeVisible();
});

test("create: bad input refused, keys shown once, connect, then delete with its purge date", async ({
  page,
}) => {
  await page.goto("/apps/account");
  await page.getByRole("button", { name: "Create app" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an app" });
  await dialog.getByLabel("Name").fill("n".repeat(101));
  await dialog.getByLabel("API version").fill("v3");
  await dialog.getByRole("button", { name: "Create app" }).click();
  await expect(dialog.getByText("Use at most 100 characters.")).toBeVisible();
  await expect(dialog.getByText("Enter the API version number, e.g. 3.")).toBeVisible();
  expect(await appsNamed("n".repeat(101))).toEqual([]);

  await dialog.getByLabel("Name").fill("E2E shop");
  await dialog.getByLabel("Region").selectOption("in");
  await dialog.getByLabel("API version").fill("3");
  await dialog.getByRole("button", { name: "Create app" }).click();

  const created = page.getByRole("dialog", { name: "Created E2E shop" });
  await expect(created).toBeVisible();
  const [app] = await appsNamed("E2E shop");
  expect(app).toBeDefined();
  const keys = created.getByRole("list", { name: "Keys of the new app" }).getByRole("listitem");
  await expect(keys).toHaveCount(2);
  await expect(keys.filter({ hasText: "(fullAccess)" })).toHaveCount(1);
  await expect(keys.filter({ hasText: "(authOnly)" })).toHaveCount(1);

  await created.getByRole("button", { name: "Connect to the dashboard" }).click();
  await expect(page.getByText("E2E shop is connected")).toBeVisible();
  await expect(created).toHaveCount(0);
  await expect(page.getByRole("row", { name: /E2E shop/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /E2E shop/ }).locator("code")).toHaveCount(0);

  await page.goto("/apps");
  const connection = page.getByRole("row", { name: /E2E shop/ });
  await expect(connection).toContainText(app?.id ?? "missing");
  await expect(connection).toContainText("Configured");
  // Leave the connections as they were for the other specs.
  await connection.getByRole("button", { name: "Remove E2E shop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove app" }).click();
  await expect(page.getByRole("row", { name: /E2E shop/ })).toHaveCount(0);

  await page.goto("/apps/account");
  const row = page.getByRole("row", { name: /E2E shop/ });
  await row.getByRole("button", { name: "Delete E2E shop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete app" }).click();
  await expect(page.getByRole("status").filter({ hasText: "E2E shop was deleted" })).toContainText(
    /scheduled to be purged on \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}:\d{2} UTC/,
  );
  await expect(page.getByRole("row", { name: /E2E shop/ })).toHaveCount(0);
  expect(await appsNamed("E2E shop")).toEqual([]);
});

test("viewers may not open account apps", async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: storageFile("viewer") })).newPage();
  expect((await page.goto("/apps/account"))?.status()).toBe(403);
  await page.context().close();
});

test.describe("customer accounts", () => {
  test.use({ storageState: storageFile("owner") });

  test("the owner adds a customer account with its app; it stays out of this account's apps", async ({
    page,
  }) => {
    const email = `customer-${Date.now().toString(36)}@example.com`;
    await page.goto("/apps/account");
    await page.getByRole("button", { name: "Add a customer account" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a customer account" });
    await dialog.getByLabel("Customer's name").fill("Example Customer");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByLabel("App name").fill(`Customer app ${email}`);
    await dialog.getByRole("button", { name: "Create the account" }).click();
    await expect(dialog.getByText("Use at least 8 characters.")).toBeVisible();
    await dialog.getByLabel("Password").fill("a long enough password");
    await dialog.getByLabel("App region").selectOption("eu");
    await dialog.getByRole("button", { name: "Create the account" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(`Created the account ${email} with the app Customer app ${email}`),
    ).toBeVisible();
    expect(await appsNamed(`Customer app ${email}`)).toEqual([]);

    // The same email again is refused with the service's reason.
    await page.getByRole("button", { name: "Add a customer account" }).click();
    await dialog.getByLabel("Customer's name").fill("Example Customer");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("a long enough password");
    await dialog.getByLabel("App name").fill("Second app");
    await dialog.getByRole("button", { name: "Create the account" }).click();
    await expect(dialog.getByRole("alert")).toContainText("already exists");
  });

  test("an admin is not offered it", async ({ browser }) => {
    const page = await (await browser.newContext({ storageState: storageFile("admin") })).newPage();
    await page.goto("/apps/account");
    await expect(page.getByRole("heading", { name: "Account apps", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a customer account" })).toHaveCount(0);
  });
});
