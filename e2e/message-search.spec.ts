import { expect, type Page, test } from "@playwright/test";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const [ana, ben, cy] = [`ms-a-${s}`, `ms-b-${s}`, `ms-c-${s}`];
const guid = `ms-g-${s}`;
const needle = `needle${s}`;
const ids: Record<string, string> = {};

test.use({ storageState: storageFile("viewer") });

test.beforeAll(async () => {
  await createUsers(ana, ben, cy);
  await chat("POST", "/groups", { guid, name: `Search ${s}`, owner: ana, members: { participants: [ben] } });
  ids.first = await sendText(ana, ben, "user", `the first ${needle}`);
  ids.group = await sendText(ben, guid, "group", `group ${needle.toUpperCase()} here`);
  ids.other = await sendText(cy, ana, "user", `nothing to see ${s}`);
  ids.last = await sendText(ana, guid, "group", `last ${needle}`);
});

const results = (page: Page) => page.getByRole("table", { name: "Messages found, newest first" });
const idsShown = async (page: Page) =>
  (await results(page).locator("tbody tr td:first-child").allTextContents()).map((t) => t.trim());

test("finds a text across every conversation, newest first, and Back restores the search", async ({
  page,
}) => {
  await page.goto("/messages");
  await page.getByRole("link", { name: "Search all messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search messages" })).toBeVisible();
  await page.getByRole("search", { name: "Search messages" }).getByLabel("Text").fill(needle);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${needle}`));
  await expect.poll(() => idsShown(page)).toEqual([ids.last, ids.group, ids.first]);

  await page
    .getByRole("search", { name: "Search messages" })
    .getByLabel("Conversation", { exact: true })
    .selectOption("group");
  await expect.poll(() => idsShown(page)).toEqual([ids.last, ids.group]);

  await results(page).getByRole("link", { name: ids.group }).click();
  await expect(page).toHaveURL(`/messages/${ids.group}`);
  await page.goBack();
  await expect(page.getByRole("search", { name: "Search messages" }).getByLabel("Text")).toHaveValue(needle);
  await expect.poll(() => idsShown(page)).toEqual([ids.last, ids.group]);
});

test("pages to older results one cursor page at a time", async ({ page }) => {
  await page.goto(`/messages/search?sender=${ana}&limit=1`);
  await expect.poll(() => idsShown(page)).toEqual([ids.last]);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect.poll(() => idsShown(page)).toEqual([ids.first]);
  await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect.poll(() => idsShown(page)).toEqual([ids.last]);
});

test("says so when nothing matches, and refuses a filter the service cannot take", async ({ page }) => {
  await page.goto(`/messages/search?q=${needle}zzz`);
  await expect(results(page).getByText("No message matches")).toBeVisible();
  await page.goto("/messages/search?sender=not%20a%20uid");
  await expect(page.getByText(/The address holds filters the list cannot take: sender/)).toBeVisible();
});

test("a user's page shows their recent messages and calls, with the way to all of them", async ({ page }) => {
  await page.goto(`/users/${ana}`);
  const recent = page.getByRole("list", { name: "Recent messages" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);
  await expect(recent.getByRole("listitem").first()).toContainText(`last ${needle}`);
  await expect(page.getByRole("region", { name: "Recent calls" })).toContainText("no call");
  await page.getByRole("link", { name: "Every message sent →" }).click();
  await expect(page).toHaveURL(`/messages/search?sender=${ana}`);
  await expect.poll(() => idsShown(page)).toEqual([ids.last, ids.first]);
});
