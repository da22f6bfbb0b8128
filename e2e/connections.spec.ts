import { expect, test } from "@playwright/test";
import { e2e, storageFile } from "./support/env";
import { secretsIn, watchResponses } from "./support/leaks";

test.use({ storageState: storageFile("admin") });

async function createApp(name: string) {
  const res = await fetch(`${e2e.sandboxUrl}/mgmt/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", key: e2e.mgmt.key, secret: e2e.mgmt.secret },
    body: JSON.stringify({ name, region: "us" }),
  });
  expect(res.ok).toBe(true);
  const app = (await res.json()).data as {
    id: string;
    apiKeys: Record<string, { apiKey: string; scope: string }>;
  };
  const apiKey = Object.values(app.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey ?? "";
  expect(apiKey).not.toBe("");
  return { id: app.id, apiKey };
}

test("the app from the environment is listed and not editable", async ({ page }) => {
  await page.goto("/apps");
  const row = page.getByRole("row", { name: /E2E app/ });
  await expect(row).toContainText("From environment");
  await expect(row).toContainText("EU");
  await expect(row.getByRole("button")).toHaveCount(0);
});

test("add an app: a wrong key is refused clearly, the right one is listed, switchable and removable", async ({
  page,
}) => {
  const second = await createApp("Second app");
  const seen = watchResponses(page);
  await page.goto("/apps");
  await page.getByRole("button", { name: "Add app" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an app" });
  await expect(dialog.getByLabel("Chat API URL template")).toHaveValue(
    `${e2e.sandboxUrl}/{region}/{appId}/api/v3`,
  );
  await expect(dialog.getByLabel("Calls API URL template")).toHaveValue(
    `${e2e.sandboxUrl}/{region}/{appId}/call/v3`,
  );

  await dialog.getByRole("button", { name: "Test and save" }).click();
  await expect(dialog.getByText("Enter the app id.")).toBeVisible();
  await expect(dialog.getByText("Enter the app's REST API key.")).toBeVisible();

  await dialog.getByLabel("Name").fill("Second app");
  await dialog.getByLabel("App id").fill(second.id);
  await dialog.getByRole("combobox", { name: "Region" }).click();
  await page.getByRole("option", { name: "US" }).click();
  await dialog.getByLabel("REST API key").fill("wrong-key-000000000000");
  await dialog.getByRole("button", { name: "Test and save" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Could not connect: the REST API key was refused.");

  await dialog.getByLabel("REST API key").fill(second.apiKey);
  await dialog.getByLabel("Management key (optional)").fill(e2e.mgmt.key);
  await dialog.getByRole("button", { name: "Test and save" }).click();
  await expect(dialog.getByText("Give both the management key and its secret, or neither.")).toBeVisible();
  await dialog.getByLabel("Management secret (optional)").fill(e2e.mgmt.secret);
  await dialog.getByRole("button", { name: "Test and save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Second app is connected.")).toBeVisible();

  const row = page.getByRole("row", { name: /Second app/ });
  await expect(row).toContainText(second.id);
  await expect(row).toContainText("US");
  await expect(row).toContainText("Configured");
  await expect(row).toContainText("Added here");

  await page.getByRole("combobox", { name: "Active app" }).click();
  await page.getByRole("option", { name: new RegExp(`Second app \\(${second.id}\\)`) }).click();
  await expect(page.getByRole("combobox", { name: "Active app" })).toContainText("Second app");
  await expect(page.getByRole("banner")).toContainText("Region US");
  await expect(row).toContainText("Active");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Active app" })).toContainText("Second app");

  expect(secretsIn(await seen.bodies(), [second.apiKey])).toEqual([]);

  await row.getByRole("button", { name: "Remove Second app" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Second app?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Remove Second app" }).click();
  await confirm.getByRole("button", { name: "Remove app" }).click();
  await expect(page.getByRole("row", { name: /Second app/ })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Active app" })).toContainText("E2E app");
});
