import { expect, test } from "@playwright/test";
import { chat, runSuffix } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const role = `perm-${s}`;
const guid = `perm-${s}`;

type PermissionList = { data: { id: string; value?: string | string[] }[] };
const valuesOf = async (path: string) =>
  Object.fromEntries(
    (await chat<PermissionList>("GET", path)).data
      .filter((p) => p.value !== undefined)
      .map((p) => [p.id, p.value]),
  );

test.use({ storageState: storageFile("admin") });

test.beforeAll(async () => {
  await chat("POST", "/roles", { role, name: `Permissions ${s}` });
  await chat("POST", "/groups", { guid, name: `Permissions ${s}`, type: "public" });
});

test.afterAll(async () => {
  await chat("DELETE", `/roles/${role}`);
  await chat("DELETE", `/groups/${guid}`);
});

test("sets a role's permissions, shows them again, and puts one back to its default", async ({ page }) => {
  await page.goto("/roles");
  const table = page.getByRole("table", { name: "User roles" });
  await table.getByRole("button", { name: `Permissions of ${role}` }).click();
  const dialog = page.getByRole("dialog", { name: `Permissions of ${role}` });
  await expect(dialog.getByLabel("Allows/Denies creating groups")).toHaveValue("");
  await dialog.getByLabel("Allows/Denies creating groups").selectOption("deny");
  await dialog.getByLabel("Lists all users or only friends").selectOption("friends");
  const types = dialog.getByRole("group", { name: "Allows sending messages of the specified types" });
  await types.getByRole("checkbox", { name: "text" }).check();
  await types.getByRole("checkbox", { name: "image" }).check();
  await dialog.getByLabel("Allows sending files of the specified MIME types").fill("image/png, image/jpeg");
  await dialog.getByRole("button", { name: "Save 4 changes" }).click();
  await expect(page.getByText(`Saved the permissions of role ${role}.`)).toBeVisible();
  await expect
    .poll(() => valuesOf(`/roles/${role}/permissions`))
    .toEqual({
      createGroup: "deny",
      "listUsers.mode": "friends",
      "sendMessage.allowedMessageTypes": ["text", "image"],
      "sendMessage.allowedMimeTypes": ["image/png", "image/jpeg"],
    });

  await page.keyboard.press("Escape");
  await table.getByRole("button", { name: `Permissions of ${role}` }).click();
  await expect(dialog.getByLabel("Allows/Denies creating groups")).toHaveValue("deny");
  await expect(types.getByRole("checkbox", { name: "image" })).toBeChecked();
  await dialog.getByLabel("Allows/Denies creating groups").selectOption("");
  await dialog.getByRole("button", { name: "Default for sendMessage.allowedMimeTypes" }).click();
  await dialog.getByRole("button", { name: "Save 2 changes" }).click();
  await expect
    .poll(() => valuesOf(`/roles/${role}/permissions`))
    .toEqual({ "listUsers.mode": "friends", "sendMessage.allowedMessageTypes": ["text", "image"] });
});

test("sets what a group's moderators may do, apart from its participants", async ({ page }) => {
  await page.goto(`/groups/${guid}`);
  await page.getByRole("button", { name: "Member permissions" }).click();
  const dialog = page.getByRole("dialog", { name: /What members of .* may do, by scope/ });
  await dialog.getByRole("radio", { name: "moderators" }).click();
  await expect(dialog.getByRole("radio", { name: "moderators" })).toHaveAttribute("aria-checked", "true");
  await dialog.getByLabel("Allows/Denies sending messages").selectOption("deny");
  await dialog
    .getByRole("group", { name: "Allows starting calls of the specified types" })
    .getByRole("checkbox", { name: "audio" })
    .check();
  await dialog.getByRole("button", { name: "Save 2 changes" }).click();
  await expect(page.getByText("Saved the permissions of moderators.")).toBeVisible();
  await expect
    .poll(() => valuesOf(`/groups/${guid}/scopes/moderator/permissions`))
    .toEqual({ sendMessage: "deny", "initiateCall.allowedType": ["audio"] });
  expect(await valuesOf(`/groups/${guid}/scopes/participant/permissions`)).toEqual({});

  await dialog.getByRole("radio", { name: "participants" }).click();
  await expect(dialog.getByLabel("Allows/Denies sending messages")).toHaveValue("");
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("sees no member permissions on a group", async ({ page }) => {
    await page.goto(`/groups/${guid}`);
    await expect(page.getByRole("heading", { name: `Permissions ${s}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Member permissions" })).toHaveCount(0);
  });
});
