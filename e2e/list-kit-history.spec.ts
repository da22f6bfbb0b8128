import { type Browser, expect, type Page, test } from "@playwright/test";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";
import { frameOf, listState } from "./support/list-state";
import { mgmt } from "./support/mgmt";
import { createEndpoint } from "./support/receiver";

const s = runSuffix();
const user = `lk-${s}`;
const others = Array.from({ length: 12 }, (_, i) => `lk${i}-${s}`);
const guid = `lkg-${s}`;
// Webhook ids: letters, digits, _ and -.
const [eventsHook, failingHook] = [`lkev${s}`, `lkfail${s}`];

async function arrangeEndpoint(browser: Browser) {
  const context = await browser.newContext({ storageState: storageFile("admin") });
  const issued = await createEndpoint(await context.newPage(), `List kit ${s}`);
  await context.close();
  return issued;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const issued = await arrangeEndpoint(browser);
  await mgmt("POST", "/webhooks", {
    id: eventsHook,
    name: "List kit events",
    webhookURL: issued.url,
    useBasicAuth: true,
    username: issued.username,
    password: issued.password,
    enabled: true,
  });
  // Nothing listens on port 9: every delivery fails at once, and stays failed.
  await mgmt("POST", "/webhooks", {
    id: failingHook,
    name: "List kit failing",
    webhookURL: "http://127.0.0.1:9/hook",
    enabled: true,
    retryOnFailure: false,
  });
  for (const id of [eventsHook, failingHook]) {
    await mgmt("POST", `/webhooks/${id}/triggers`, { triggerIds: ["message_sent"] });
  }

  await createUsers(user, ...others);
  for (const [i, other] of others.entries()) await sendText(user, other, "user", `hello ${i} ${s}`);
  const [first = ""] = others;
  for (let i = 1; i <= 5; i++) {
    const [from, to] = i % 2 ? [first, user] : [user, first];
    await sendText(from, to, "user", `m${i} ${s}`);
  }
  await chat("POST", `/users/${user}/blockedusers`, { blockedUids: others });
  for (let i = 0; i < 12; i++) await chat("POST", `/users/${user}/auth_tokens`, { force: true });
  await chat("POST", "/groups", { guid, name: `List kit ${s}`, type: "public", owner: user });
  await chat("POST", `/groups/${guid}/members`, {
    moderators: others.slice(0, 2),
    participants: others.slice(2),
  });
});

test.afterAll(async () => {
  for (const id of [eventsHook, failingHook]) await mgmt("DELETE", `/webhooks/${id}`);
});

async function backAndForward<T extends { url: string }>(
  page: Page,
  read: () => Promise<T>,
  before: T,
  after: T,
) {
  await page.goBack();
  await expect(page).toHaveURL(after.url);
  await expect.poll(read).toEqual(after);
  await page.goBack();
  await expect(page).toHaveURL(before.url);
  await expect.poll(read).toEqual(before);
  await page.goForward();
  await expect(page).toHaveURL(after.url);
  await expect.poll(read).toEqual(after);
}

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("messages: Older, a message opened, Back and Forward return to the page the URL names", async ({
    page,
  }) => {
    const table = page.getByRole("table", { name: "Messages, oldest first" });
    const read = () => listState(page, table, page.getByLabel("Other user (uid)"));
    // The table view: its rows are what the list kit restores.
    await page.goto(`/messages?type=user&target=${others[0]}&as=${user}&limit=2&view=table`);
    await expect(table.locator("tbody tr").first()).toContainText(`m4 ${s}`);
    const newest = await read();
    expect(newest.filter).toBe(others[0]);

    await page.getByRole("button", { name: "Older" }).click();
    await expect(page).toHaveURL(/[?&]cursor=\d+/);
    await expect(table.locator("tbody tr").first()).toContainText(`m2 ${s}`);
    const older = await read();

    // The row also links its sender to their page: open the message itself.
    await table.locator("tbody tr").first().locator('a[href^="/messages/"]').click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await backAndForward(page, read, newest, older);
    await page.goForward();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
  });

  test("a user's sections page on their own; Back and Forward restore each page", async ({ page }) => {
    const section = (name: string) => page.getByRole("region", { name });
    const blocked = section("Blocked users").getByRole("table");
    const conversations = section("Conversations").getByRole("table");
    const tokens = section("Auth tokens").getByRole("table");
    const read = async () => ({
      url: page.url(),
      blocked: await listState(page, blocked),
      conversations: await listState(page, conversations),
      tokens: await listState(page, tokens),
    });
    await page.goto(`/users/${user}`);
    await expect(frameOf(blocked).getByTestId("range")).toHaveText("1–10 of 12");
    const start = await read();

    await frameOf(blocked).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]blockedPage=2/);
    await expect(frameOf(blocked).getByTestId("range")).toHaveText("11–12 of 12");
    await frameOf(tokens).getByLabel("Rows per page").selectOption("25");
    await expect(page).toHaveURL(/[?&]tokensPerPage=25/);
    await expect(frameOf(tokens).getByTestId("range")).toHaveText(/^1–1[2-9] of 1[2-9]$/);
    const moved = await read();
    expect(moved.conversations).toMatchObject({
      range: start.conversations.range,
      rows: start.conversations.rows,
    });

    await blocked.locator("tbody tr").first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/users/lk\\d+-${s}$`));
    await page.goBack();
    await expect(page).toHaveURL(moved.url);
    await expect.poll(read).toEqual(moved);

    await frameOf(conversations).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]conversationsPage=2/);
    const paged = await read();
    expect(paged.conversations.rows).not.toEqual(moved.conversations.rows);
    await conversations.locator("tbody tr").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?type=user&target=lk\\d+-${s}&as=${user}$`));
    await backAndForward(page, read, moved, paged);
  });

  test("group members: scope and size, a member opened, Back and Forward", async ({ page }) => {
    const table = page.getByRole("table", { name: "Members" });
    const scope = page.getByLabel("Scope", { exact: true });
    const read = () => listState(page, table, scope);
    await page.goto(`/groups/${guid}`);
    await expect(frameOf(table).getByTestId("range")).toHaveText("1–13 of 13");
    await frameOf(table).getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/[?&]membersPerPage=10/);
    const sized = await read();

    await scope.selectOption("moderator");
    await expect(page).toHaveURL(/[?&]scope=moderator/);
    await expect(frameOf(table).getByTestId("range")).toHaveText("1–2 of 2");
    const filtered = await read();
    expect(filtered.filter).toBe("moderator");

    await table.locator("tbody tr").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/users/lk\\d+-${s}$`));
    await backAndForward(page, read, sized, filtered);
  });
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("events: a family chosen, an event opened, Back and Forward restore the filter and rows", async ({
    page,
  }) => {
    const table = page.getByRole("table", { name: "Received events, newest first" });
    const family = page.getByLabel("Family", { exact: true });
    const read = () => listState(page, table, family);
    await expect
      .poll(async () => {
        await page.goto(`/events?q=${s}`);
        return (await read()).rows.length;
      })
      .toBe(17);
    await page.goto("/events");
    const start = await read();

    await family.selectOption("messages");
    await expect(page).toHaveURL(/[?&]family=messages/);
    const filtered = await read();
    expect(filtered.filter).toBe("messages");
    expect(filtered.rows.length).toBeGreaterThanOrEqual(17);

    await table.locator("tbody tr").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await backAndForward(page, read, start, filtered);
  });

  test("webhook deliveries: size and page, another page visited, Back and Forward", async ({ page }) => {
    const table = page.getByRole("table", { name: "Delivery attempts, newest first" });
    const state = page.getByLabel("State", { exact: true });
    const read = () => listState(page, table, state);
    await expect
      .poll(async () => {
        await page.goto(`/webhooks/${failingHook}?state=failed`);
        return (await read()).range;
      })
      .toBe("1–17 of 17");
    await page.goto(`/webhooks/${failingHook}`);
    await frameOf(table).getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/[?&]perPage=10/);
    const sized = await read();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(frameOf(table).getByTestId("range")).toHaveText("11–17 of 17");
    const paged = await read();

    await page.goto("/");
    await backAndForward(page, read, sized, paged);
  });
});
