import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, runSuffix, sendText } from "./support/chat";
import { e2eApp, storageFile } from "./support/env";

const s = runSuffix();
const ada = { uid: `pal-a-${s}`, name: `Ada${s} Palette` };
const bob = `pal-b-${s}`;
const carol = { uid: `pal-c-${s}`, name: `Carol${s} Troll` };
let messageId = "";

test.beforeAll(async () => {
  await chat("POST", "/users", ada);
  await chat("POST", "/users", { uid: bob, name: `Bob${s}` });
  await chat("POST", "/users", carol);
  messageId = await sendText(ada.uid, bob, "user", `palette ${s}`);
});

/** Ctrl-K until the palette opens: a key pressed before the page's scripts have started is lost, as in any browser. */
async function openPalette(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.keyboard.press("Control+K");
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return dialog;
}

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("Ctrl-K finds a user by part of the name; Enter opens their page", async ({ page }) => {
    await page.goto("/calls");
    await expect(page.getByRole("table", { name: /Calls/ })).toBeVisible();
    const dialog = await openPalette(page);
    await expectAccessible(page, "command palette");
    await page.keyboard.type(`ada${s}`);
    await expect(dialog.getByRole("option", { name: new RegExp(ada.name) })).toBeVisible();
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(dialog.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/users/${ada.uid}$`));
    await expect(page.getByRole("heading", { level: 1, name: ada.name })).toBeVisible();
  });

  test("finds a call by session id and a message by id, keyboard only", async ({ page }) => {
    const call = e2eApp().knownCalls[0] ?? "";
    await page.goto("/users");
    let dialog = await openPalette(page);
    await page.keyboard.type(call);
    const callHit = dialog.getByRole("group", { name: "Calls" }).getByRole("option");
    await expect(callHit).toHaveCount(1);
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(callHit).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/calls/${call.replaceAll(".", "\\.")}$`));

    dialog = await openPalette(page);
    await page.keyboard.type(messageId);
    const hit = dialog.getByRole("group", { name: "Messages" }).getByRole("option");
    await expect(hit).toContainText(`palette ${s}`);
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(hit).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/messages/${messageId}$`));
  });

  test("jumps to pages and actions; New user opens the create dialog; Escape closes", async ({ page }) => {
    await page.goto("/calls");
    let dialog = await openPalette(page);
    await page.keyboard.type("webhook");
    await expect(dialog.getByRole("option", { name: "Create webhook" })).toBeVisible();
    await expect(dialog.getByRole("option", { name: "Webhooks" })).toBeVisible();
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await page.keyboard.press("End");
    await expect(dialog.getByRole("option", { name: "Webhooks" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/webhooks$/);

    dialog = await openPalette(page);
    await page.keyboard.type("new user");
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(dialog.getByRole("option", { name: "New user" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "New user" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "New user" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/users$/);

    dialog = await openPalette(page);
    await page.keyboard.type(`nothing-${s}-zz`);
    await expect(dialog.getByText(`Nothing matches “nothing-${s}-zz”.`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("Ban or deactivate a user… asks which user, then opens their page to confirm", async ({ page }) => {
    await page.goto("/calls");
    const dialog = await openPalette(page);
    // Whole words: a user named "ban…" would come first.
    await page.keyboard.type("ban or deactivate");
    const action = dialog.getByRole("option", { name: "Ban or deactivate a user…" });
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(action).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Which user?")).toBeVisible();
    await expect(dialog.getByRole("combobox")).toHaveAttribute("placeholder", "Name or uid of the user…");
    await page.keyboard.type(`carol${s}`);
    const hit = dialog.getByRole("option", { name: new RegExp(carol.name) });
    await expect(hit).toBeVisible();
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(hit).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);

    const confirm = page.getByRole("alertdialog", { name: `Deactivate ${carol.uid}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByRole("button", { name: "Reactivate user" })).toBeVisible();
    // The page of the user; ?deactivate=1 opens nothing once the user is deactivated.
    await expect(page).toHaveURL(new RegExp(`/users/${carol.uid}(\\?deactivate=1)?$`));
  });

  test("the moderation queue is one action away; admins' actions are not offered", async ({ page }) => {
    await page.goto("/calls");
    const dialog = await openPalette(page);
    await page.keyboard.type("push provider");
    await expect(dialog.getByText("Nothing matches “push provider”.")).toBeVisible();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("moderation queue");
    const action = dialog.getByRole("option", { name: "Open the moderation queue" });
    await expect(dialog.getByText("Searching…")).toHaveCount(0);
    await expect(action).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("the search button opens it; actions a viewer may not take are not offered", async ({ page }) => {
    await page.goto("/calls");
    await page.getByRole("button", { name: /^Search…/ }).click();
    const dialog = page.getByRole("dialog", { name: "Search" });
    await page.keyboard.type("new");
    await expect(dialog.getByRole("option", { name: "New user" })).toHaveCount(0);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("ban");
    await expect(dialog.getByRole("option", { name: "Ban or deactivate a user…" })).toHaveCount(0);
    await page.keyboard.press("Control+A");
    await page.keyboard.type("sessions");
    await expect(dialog.getByRole("option", { name: "Sessions and devices" })).toBeVisible();
  });
});
