import { expect, test as setup } from "@playwright/test";
import { ACCOUNTS, type AccountRole, storageFile, worldCount, worldOf } from "./support/env";

// Every world's accounts, whichever worker signs them in.
for (let world = 0; world < worldCount(); world++) {
  for (const role of Object.keys(ACCOUNTS) as AccountRole[]) {
    setup(`sign in as ${role} in world ${world}`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: worldOf(world).baseUrl });
      const page = await context.newPage();
      await page.goto("/sign-in");
      await page.getByLabel("Email").fill(ACCOUNTS[role].email);
      await page.getByLabel("Password").fill(ACCOUNTS[role].password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
      await context.storageState({ path: storageFile(role, world) });
      await context.close();
    });
  }
}
