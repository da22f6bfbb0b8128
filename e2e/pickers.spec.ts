import { expect, type Page, test } from "@playwright/test";
import { chat, runSuffix, sendText } from "./support/chat";
import { e2eApp, storageFile } from "./support/env";

const s = runSuffix();
const quill = { uid: `pk-q-${s}`, name: `Quill${s} Laurent` };
const rowan = { uid: `pk-r-${s}`, name: `Rowan${s} Marsh` };
const sage = { uid: `pk-s-${s}`, name: `Sage${s} Okafor` };
// A picture that cannot load: the initials must show instead, never the URL.
const broken = { uid: `pk-b-${s}`, name: `Bram${s} Ellis`, avatar: "http://127.0.0.1:9/none.png" };
const guid = `pk-g-${s}`;

test.beforeAll(async () => {
  for (const u of [quill, rowan, sage, broken]) await chat("POST", "/users", u);
  await chat("POST", "/groups", { guid, name: `Pickers ${s}`, type: "private", owner: quill.uid });
  await sendText(quill.uid, rowan.uid, "user", `hello ${s}`);
});

const listbox = (page: Page) => page.getByRole("listbox");

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("the users filter finds a user by any part of the name, in any case, a last name too", async ({
    page,
  }) => {
    await page.goto("/users");
    const filters = page.getByRole("search", { name: "Filter users" });
    const rows = page.getByRole("table", { name: "Users" }).locator("tbody tr");
    await filters.getByLabel("Search uid or name").fill(`quill${s} l`.toUpperCase());
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(quill.uid);
    await expect(rows.first()).toContainText(quill.name);
    // The service finds the text anywhere: the last name alone finds the user.
    await filters.getByLabel("Search uid or name").fill("LAURENT");
    await expect(page).toHaveURL(/[?&]search=LAURENT/);
    await expect(page.getByRole("table", { name: "Users" })).toContainText(quill.uid);
  });

  test("the read-as picker is worked with the keyboard alone", async ({ page }) => {
    await page.goto("/messages");
    const other = page.getByRole("combobox", { name: "Other user (uid)" });
    await other.focus();
    await page.keyboard.type(`rowan${s}`);
    await expect(listbox(page).getByRole("option")).toHaveCount(1);
    await expect(listbox(page).getByRole("option").first()).toContainText(rowan.name);
    await expect(listbox(page).getByRole("option").first()).toContainText(rowan.uid);
    await page.keyboard.press("ArrowDown");
    await expect(other).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(other).toHaveValue(rowan.uid);
    await expect(listbox(page)).toHaveCount(0);

    await page.keyboard.press("Tab");
    const reader = page.getByRole("combobox", { name: /^Read as/ });
    await expect(reader).toBeFocused();
    await page.keyboard.type(`QUILL${s}`);
    await expect(listbox(page).getByRole("option", { name: new RegExp(quill.name) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toHaveCount(0);
    await expect(reader).toHaveValue(`QUILL${s}`);
    await page.keyboard.press("ArrowDown");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(reader).toHaveValue(quill.uid);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]as=${quill.uid}`));
    await expect(page).toHaveURL(new RegExp(`[?&]target=${rowan.uid}`));
    await expect(page.getByRole("feed", { name: "Messages, oldest first" })).toContainText(`hello ${s}`);
  });

  test("an avatar that cannot load shows the user's initials, not its URL", async ({ page }) => {
    await page.goto(`/users/${broken.uid}`);
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByText("BE", { exact: true })).toBeVisible();
    await expect(profile.locator("img")).toHaveCount(0);
    await expect(profile).not.toContainText(broken.avatar);
    await page.goto(`/users?search=${broken.uid}`);
    const row = page.getByRole("table", { name: "Users" }).locator("tbody tr").first();
    await expect(row.getByText("BE", { exact: true })).toBeVisible();
  });

  test("a call's heading names who called whom, with when and the session id", async ({ page }) => {
    const sessionId = e2eApp().knownCalls[1] ?? "";
    await page.goto(`/calls/${encodeURIComponent(sessionId)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E2E Alice called E2E Bob");
    await expect(page).toHaveTitle(
      /^E2E Alice called E2E Bob · \d{2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} UTC · 1 h 01 min/,
    );
    await expect(page.getByText(sessionId, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy session id" })).toBeVisible();
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("adds two members through the multiple picker", async ({ page }) => {
    await page.goto(`/groups/${guid}`);
    await page.getByRole("button", { name: "Add members" }).click();
    const dialog = page.getByRole("dialog", { name: "Add members" });
    const participants = dialog.getByRole("combobox", { name: "Participants" });

    await participants.fill(`rowan${s}`);
    await expect(listbox(page).getByRole("option")).toHaveCount(1);
    await participants.press("ArrowDown");
    await participants.press("Enter");
    await expect(participants).toHaveValue("");
    await participants.fill(`sage${s}`);
    await listbox(page)
      .getByRole("option", { name: new RegExp(sage.name) })
      .click();
    await expect(dialog.getByRole("button", { name: `Remove ${rowan.uid}` })).toBeVisible();
    await expect(dialog.getByRole("button", { name: `Remove ${sage.uid}` })).toBeVisible();
    await expect(dialog.getByText("2 of at most 25 uids.")).toBeVisible();
    await participants.fill(`rowan${s}`);
    await expect(page.getByRole("status").filter({ hasText: "No user matches" })).toBeVisible();
    await participants.fill("");
    await participants.press("Tab");

    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    const results = dialog.getByRole("table", { name: "Result per uid" });
    await expect(results.getByRole("row", { name: new RegExp(rowan.uid) })).toContainText("Added");
    await expect(results.getByRole("row", { name: new RegExp(sage.uid) })).toContainText(
      "Added — 3 members after",
    );
    const group = await chat<{ data: { membersCount: number } }>("GET", `/groups/${guid}`);
    expect(group.data.membersCount).toBe(3);
  });
});
