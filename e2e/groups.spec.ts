import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, runSuffix } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const guid = `e2eg-${s}`;
const [owner, newbie, toBan] = [`go-${s}`, `gn-${s}`, `gb-${s}`];

test.beforeAll(async () => {
  await createUsers(owner, newbie, toBan);
  await chat("POST", "/groups", {
    guid,
    name: `E2E Group ${s}`,
    type: "private",
    owner,
    tags: ["e2e"],
  });
});

const membersCount = async () =>
  (await chat<{ data: { membersCount: number } }>("GET", `/groups/${guid}`)).data.membersCount;
const table = (page: Page, name: string) => page.getByRole("table", { name });

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("the list searches and filters by type through the URL", async ({ page }) => {
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Groups", level: 1 })).toBeVisible();
    await expect(table(page, "Groups").locator("tbody tr").first()).toBeVisible();
    const filters = page.getByRole("search", { name: "Filter groups" });
    await filters.getByLabel("Search").fill(guid);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${guid}`));
    await expect(page.getByTestId("range")).toHaveText("1–1 of 1");
    await expect(table(page, "Groups").getByRole("link", { name: `E2E Group ${s}` })).toBeVisible();

    await filters.getByLabel("Search").fill("");
    await filters.getByLabel("Type").selectOption("private");
    await expect(page).toHaveURL(/[?&]type=private/);
    await expect(table(page, "Groups").getByRole("link", { name: `E2E Group ${s}` })).toBeVisible();
    for (const cell of await table(page, "Groups").locator("tbody td:nth-child(3)").allTextContents()) {
      expect(cell).toBe("private");
    }
  });

  test("the detail shows the fields and members, and no add button", async ({ page }) => {
    await page.goto(`/groups/${guid}`);
    await expect(page.getByRole("heading", { name: `E2E Group ${s}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId("members-count")).toHaveText("1");
    await expect(page.getByText(`group_${guid}`)).toBeVisible();
    await expect(table(page, "Members").getByRole("link", { name: owner })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add members" })).toHaveCount(0);
    await expectAccessible(page, "group detail");
  });

  test("an unknown group is not found", async ({ page }) => {
    await page.goto(`/groups/no-such-group-${s}`);
    await expect(page.getByRole("heading", { name: "Group not found" })).toBeVisible();
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("a 26th uid is refused inline and nothing is sent", async ({ page }) => {
    await page.goto(`/groups/${guid}`);
    await page.getByRole("button", { name: "Add members" }).click();
    const dialog = page.getByRole("dialog", { name: "Add members" });
    // Pasted uids, separated by commas, become chips up to the call's limit of 25.
    const many = Array.from({ length: 26 }, (_, i) => `many${i}-${s}`).join(", ");
    await dialog.getByLabel("Participants").fill(`${many},`);
    await expect(dialog.getByText("25 of at most 25 uids.")).toBeVisible();
    await expect(dialog.getByText(`The limit is reached; left out: many25-${s}.`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Remove many/ })).toHaveCount(25);
    // The limit is per call: another list takes none once Participants holds 25.
    await dialog.getByLabel("Moderators").fill(`late-${s},`);
    await expect(dialog.getByText(`The limit is reached; left out: late-${s}.`)).toBeVisible();
    await expectAccessible(page, "add members dialog at the limit");
    await expect(dialog).toBeVisible();
    expect(await membersCount()).toBe(1);
  });

  test("adds members: each uid's answer, the unknown one's error, and the view refreshes", async ({
    page,
  }) => {
    await page.goto(`/groups/${guid}`);
    await page.getByRole("button", { name: "Add members" }).click();
    const dialog = page.getByRole("dialog", { name: "Add members" });
    await dialog.getByLabel("Act on behalf of (uid)").fill(owner);
    await dialog.getByLabel("Moderators").fill(`${newbie}, ghost-${s}`);
    await dialog.getByLabel("Users to ban").fill(toBan);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    const results = dialog.getByRole("table", { name: "Result per uid" });
    await expect(results.getByRole("row", { name: new RegExp(newbie) })).toContainText(
      "Added — 2 members after",
    );
    await expect(results.getByRole("row", { name: new RegExp(`ghost-${s}`) })).toContainText(
      "ERR_UID_NOT_FOUND",
    );
    await expect(results.getByRole("row", { name: new RegExp(toBan) })).toContainText("Banned");
    await dialog.getByRole("button", { name: "Done" }).click();

    await expect(page.getByTestId("members-count")).toHaveText("2");
    await expect(table(page, "Members").getByRole("link", { name: newbie })).toBeVisible();
    await expect(table(page, "Banned users").getByRole("link", { name: toBan })).toBeVisible();
    expect(await membersCount()).toBe(2);

    await page.getByRole("search", { name: "Filter members" }).getByLabel("Scope").selectOption("moderator");
    await expect(page).toHaveURL(/[?&]scope=moderator/);
    await expect(table(page, "Members").locator("tbody tr")).toHaveCount(1);
    await expect(table(page, "Members").getByRole("link", { name: newbie })).toBeVisible();
  });
});
