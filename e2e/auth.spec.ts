import { expect, test } from "@playwright/test";
import { ACCOUNTS, storageFile } from "./support/env";

test.describe("signed out", () => {
  test("pages send a signed-out visitor to sign in", async ({ page }) => {
    await page.goto("/calls");
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("a wrong password is refused with a clear message", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(ACCOUNTS.viewer.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The email or password is not correct.");
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign in, then sign out", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(ACCOUNTS.admin.email);
    await page.getByLabel("Password").fill(ACCOUNTS.admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/calls");
    await expect(page).toHaveURL(/\/sign-in/);
  });
});

test.describe("viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("sees no admin areas in the navigation and cannot open them", async ({ page }) => {
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Calls" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await page.goto("/api-keys");
    await expect(page.getByRole("alert")).toContainText("Your role does not allow this page.");
  });
});

test.describe("owner", () => {
  test.use({ storageState: storageFile("owner") });

  test("sees every area", async ({ page }) => {
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Calls", "Analytics", "Users", "API keys", "Webhooks", "Audit log"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
  });
});
