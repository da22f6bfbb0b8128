import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";

test.use({ storageState: storageFile("viewer") });

const s = runSuffix();
const [a, b] = [`ca-${s}`, `cb-${s}`];
const guid = `cg-${s}`;
const pairId = `${a}_user_${b}`;

test.beforeAll(async () => {
  await createUsers(a, b);
  await chat("POST", "/groups", { guid, name: `Conv Group ${s}`, owner: a, members: { participants: [b] } });
  await sendText(a, b, "user", `hello from ${a}`);
  await sendText(b, guid, "group", `group hello ${s}`);
});

const openCard = (page: Page) => page.getByRole("region", { name: "Open a conversation" });
const lookupCard = (page: Page) => page.getByRole("region", { name: "Look up by conversation id" });

test("opens a user conversation on behalf of a user", async ({ page }) => {
  await page.goto("/conversations");
  const card = openCard(page);
  await card.getByLabel("As user (uid)").fill(b);
  await card.getByLabel("Other user (uid)").fill(a);
  await card.getByRole("button", { name: "Open" }).click();
  const result = card.getByRole("region", { name: new RegExp(`^Conversation with .+ \\(${pairId}\\)$`) });
  await expect(result).toContainText(`hello from ${a}`);
  await expect(result).toContainText(a);
  await expect(result.getByTestId("unread-count")).toHaveText("1");
  await expect(result.getByRole("link", { name: "Read the messages" })).toHaveAttribute(
    "href",
    `/messages?type=user&target=${a}&as=${b}`,
  );
  await expectAccessible(page, "conversation opened");
});

test("opens a group conversation with the caller's scope", async ({ page }) => {
  await page.goto("/conversations");
  const card = openCard(page);
  await card.getByLabel("As user (uid)").fill(a);
  await card.getByLabel("With").selectOption("group");
  await card.getByLabel("Group (guid)").fill(guid);
  await card.getByRole("button", { name: "Open" }).click();
  const result = card.getByRole("region", { name: `Conversation with Conv Group ${s} (group_${guid})` });
  await expect(result).toContainText("scope: admin");
  await expect(result).toContainText(`group hello ${s}`);
});

test("a user outside the group gets the service's refusal", async ({ page }) => {
  await createUsers(`co-${s}`);
  await page.goto("/conversations");
  const card = openCard(page);
  await card.getByLabel("As user (uid)").fill(`co-${s}`);
  await card.getByLabel("With").selectOption("group");
  await card.getByLabel("Group (guid)").fill(guid);
  await card.getByRole("button", { name: "Open" }).click();
  await expect(card.getByRole("alert")).toContainText("ERR_CONVERSATION_NOT_ACCESSIBLE");
});

test("looks up by id; a malformed id is explained and nothing is asked", async ({ page }) => {
  await page.goto("/conversations");
  const card = lookupCard(page);
  await card.getByLabel("Conversation id").fill("not a conversation");
  await card.getByLabel("As user (uid)").fill(a);
  await card.getByRole("button", { name: "Look up" }).click();
  await expect(card.getByText("Not a conversation id")).toBeVisible();
  await expect(card.getByRole("region")).toHaveCount(0);

  await card.getByLabel("Conversation id").fill(pairId);
  await card.getByRole("button", { name: "Look up" }).click();
  await expect(
    card.getByRole("region", { name: new RegExp(`^Conversation with .+ \\(${pairId}\\)$`) }),
  ).toContainText(`hello from ${a}`);

  await card.getByLabel("Conversation id").fill(`${a}_user_nobody-${s}`);
  await card.getByRole("button", { name: "Look up" }).click();
  await expect(card.getByRole("alert")).toContainText("ERR_CONVERSATION_NOT_FOUND");
});

test("the list: as one user, unread only, by type and search", async ({ page }) => {
  await page.goto("/conversations");
  const filters = page.getByRole("search", { name: "Filter conversations" });
  const rows = page.getByRole("table", { name: "Conversations, newest first" }).locator("tbody tr");
  await filters.getByLabel("Unread only").check();
  await expect(
    page.getByRole("table", { name: "Conversations, newest first" }).getByRole("alert"),
  ).toContainText("Unread counts belong to one user");

  await filters.getByLabel("View as (uid)").fill(b);
  await expect(page).toHaveURL(new RegExp(`[?&]as=${b}`));
  await expect(page).toHaveURL(/[?&]unread=true/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole("link", { name: pairId })).toBeVisible();

  await filters.getByLabel("Unread only").uncheck();
  await expect(rows).toHaveCount(2);
  await filters.getByLabel("Type").selectOption("group");
  await expect(page).toHaveURL(/[?&]type=group/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Conv Group ${s}`);
  await expect(rows.first()).toContainText("scope: participant");
});
