import { expect, test } from "@playwright/test";
import { chat, runSuffix } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const role = `r-${s}`;

type RoleBody = { data: { role: string; name: string; settings?: Record<string, string> } };
type Features = { data: { key: string }[] };

test.use({ storageState: storageFile("admin") });

test("creates a role, denies it features, renames it and deletes it", async ({ page }) => {
  await page.goto("/roles");
  const table = page.getByRole("table", { name: "User roles" });
  await expect(table.getByRole("row", { name: /default/ })).toBeVisible();
  await expect(table.getByRole("button", { name: "Delete default" })).toHaveCount(0);

  await page.getByRole("button", { name: "New role" }).click();
  const create = page.getByRole("dialog", { name: "New role" });
  await create.getByLabel("Role id").fill("not valid!");
  await create.getByLabel("Name", { exact: true }).fill(`Helpers ${s}`);
  await create.getByRole("button", { name: "Create role" }).click();
  await expect(create.getByText(/letters, digits, _ and -/)).toBeVisible();
  await create.getByLabel("Role id").fill(role);
  await create.getByLabel("May message").selectOption("friendsOnly");
  await create.getByRole("button", { name: "Create role" }).click();
  await expect(create).toHaveCount(0);
  await expect(table.getByRole("row", { name: new RegExp(role) })).toContainText("Friends only");
  const created = await chat<RoleBody>("GET", `/roles/${role}`);
  expect(created.data).toMatchObject({ name: `Helpers ${s}`, settings: { sendMessagesTo: "friendsOnly" } });

  await table.getByRole("button", { name: `Features of ${role}` }).click();
  const features = page.getByRole("dialog", { name: `Features denied to ${role}` });
  await features.getByRole("checkbox", { name: /Create Group/ }).check();
  await features.getByRole("checkbox", { name: /Send Message/ }).check();
  await features.getByRole("button", { name: "Save features" }).click();
  await expect(features).toHaveCount(0);
  const denied = async () =>
    (await chat<Features>("GET", `/roles/${role}/restrictedfeatures`)).data.map((f) => f.key);
  await expect.poll(denied).toEqual(["u.createGroup", "u.sendMessage"]);

  await table.getByRole("button", { name: `Features of ${role}` }).click();
  await expect(features.getByRole("checkbox", { name: /Create Group/ })).toBeChecked();
  await features.getByRole("checkbox", { name: /Send Message/ }).uncheck();
  await features.getByRole("button", { name: "Save features" }).click();
  await expect.poll(denied).toEqual(["u.createGroup"]);

  await table.getByRole("button", { name: `Edit ${role}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit the role ${role}` });
  await edit.getByLabel("Name", { exact: true }).fill(`Renamed ${s}`);
  await edit.getByRole("button", { name: "Save role" }).click();
  await expect(table.getByRole("row", { name: new RegExp(role) })).toContainText(`Renamed ${s}`);

  await table.getByRole("button", { name: `Delete ${role}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete role" }).click();
  await expect(table.getByRole("row", { name: new RegExp(role) })).toHaveCount(0);
  await expect(chat("GET", `/roles/${role}`)).rejects.toThrow(/404/);
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("the roles page is not theirs", async ({ page }) => {
    await page.goto("/roles");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});
