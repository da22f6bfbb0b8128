import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./axe";

export async function createEndpoint(page: Page, name: string) {
  await page.goto("/events/receivers");
  await expect(page.getByRole("heading", { name: "Receiver endpoints", level: 1 })).toBeVisible();
  // Before any toast: sonner's fading toasts trip axe's contrast check.
  await expectAccessible(page, "receiver endpoints");
  await page.getByRole("button", { name: "New endpoint" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create endpoint" }).click();
  await expect(dialog.getByRole("heading", { name: `Endpoint created: ${name}` })).toBeVisible();
  const issued = {
    url: await dialog.getByLabel("URL", { exact: true }).inputValue(),
    username: await dialog.getByLabel("Username", { exact: true }).inputValue(),
    password: await dialog.getByLabel("Password", { exact: true }).inputValue(),
  };
  await expect(dialog.getByRole("button", { name: "Copy password" })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
  return issued;
}
