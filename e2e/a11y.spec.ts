import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { storageFile } from "./support/env";
import { dashboardPages, PUBLIC_PAGES } from "./support/pages";

for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} mode`, () => {
    test.use({ colorScheme: scheme });

    test.describe("signed in as owner", () => {
      test.use({ storageState: storageFile("owner") });

      for (const path of dashboardPages()) {
        test(`${path} has no serious violations`, async ({ page }) => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
          await expectAccessible(page, `${path} (${scheme})`);
        });
      }

      test("dialogs and menus have no serious violations", async ({ page }) => {
        await page.goto("/apps");
        await page.getByRole("button", { name: "Add app" }).click();
        await expect(page.getByRole("dialog", { name: "Add an app" })).toBeVisible();
        await expectAccessible(page, `add app dialog (${scheme})`);
        await page.keyboard.press("Escape");
        await page.goto("/admins");
        await page.getByRole("button", { name: "Invite admin" }).click();
        await expect(page.getByRole("dialog", { name: "Invite an admin" })).toBeVisible();
        await expectAccessible(page, `invite dialog (${scheme})`);
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: /^Account:/ }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await expectAccessible(page, `user menu (${scheme})`);
      });

      test("the small-screen navigation has no serious violations", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto("/apps");
        await page.getByRole("button", { name: "Open navigation" }).click();
        await expect(page.getByRole("dialog", { name: "Chat admin" })).toBeVisible();
        await expectAccessible(page, `navigation sheet (${scheme})`);
      });
    });

    for (const path of PUBLIC_PAGES) {
      test(`${path} (signed out) has no serious violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} (${scheme})`);
      });
    }
  });
}
