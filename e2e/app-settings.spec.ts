import { expect, test } from "@playwright/test";
import { storageFile } from "./support/env";
import { mgmt } from "./support/mgmt";

const settings = async () =>
  ((await (await mgmt("GET", "/settings")).json()) as { data: Record<string, boolean> }).data;

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test.afterAll(async () => {
    await mgmt("DELETE", "/settings");
  });

  test("changes how conversations update, then puts the defaults back", async ({ page }) => {
    await page.goto("/app-settings");
    await expect(page.getByRole("heading", { name: "App settings", level: 1 })).toBeVisible();
    const form = page.getByRole("form", { name: "Conversation settings" });
    const calls = form.getByRole("switch", { name: "Calls update the conversation" });
    const threads = form.getByRole("switch", { name: "Edits and deletions in a thread update the thread" });
    await expect(calls).toBeChecked();
    await expect(threads).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Save settings" })).toBeDisabled();

    await calls.click();
    await threads.press("Space");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("The app settings are saved.")).toBeVisible();
    await expect.poll(settings).toMatchObject({
      "core.conversations.updateOnCallActivity": false,
      "core.threads.updateOnMessageActions": true,
      "core.conversations.updateOnReplies": true,
    });

    await page.reload();
    await expect(calls).not.toBeChecked();
    await expect(threads).toBeChecked();

    await form.getByRole("button", { name: "Reset to defaults app settings" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset settings" }).click();
    await expect(calls).toBeChecked();
    await expect.poll(settings).toMatchObject({
      "core.conversations.updateOnCallActivity": true,
      "core.threads.updateOnMessageActions": false,
    });
  });

  test("asks the service to email the previous cycle's usage", async ({ page }) => {
    await page.goto("/app-settings");
    await page.getByLabel("Billing cycle").selectOption("previous");
    await page.getByRole("button", { name: "Email the usage report" }).click();
    await expect(page.getByRole("status").filter({ hasText: "previous billing cycle" })).toContainText(
      "You will receive an email",
    );
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("the app settings are not theirs", async ({ page }) => {
    await page.goto("/app-settings");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});
