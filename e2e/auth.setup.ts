import { expect, test as setup } from "@playwright/test";
import { ACCOUNTS, type AccountRole, storageFile } from "./support/env";

for (const role of Object.keys(ACCOUNTS) as AccountRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(ACCOUNTS[role].email);
    await page.getByLabel("Password").fill(ACCOUNTS[role].password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
    await page.context().storageState({ path: storageFile(role) });
  });
}
