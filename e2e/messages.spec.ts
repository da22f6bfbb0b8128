import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, react, runSuffix, sendText } from "./support/chat";
import { chatApi } from "./support/chat-api";
import { storageFile } from "./support/env";

const s = runSuffix();
const [a, b] = [`ma-${s}`, `mb-${s}`];
const ids: string[] = [];

test.beforeAll(async () => {
  await createUsers(a, b);
  for (let i = 1; i <= 6; i++) ids.push(await sendText(i % 2 ? a : b, i % 2 ? b : a, "user", `m${i} ${s}`));
  const last = ids[5] ?? "";
  // 11 reactions: one page of 10 and one more.
  for (const r of ["👍", ":fire:", ":tada:", ":eyes:", ":100:", ":ok:"]) await react(last, r, a);
  for (const r of ["👍", ":fire:", ":tada:", ":eyes:", ":100:"]) await react(last, r, b);
});

// The conversation as a transcript, the page's first view; the table view (`view=table`) is for selecting.
const rows = (page: Page) => page.getByRole("feed", { name: "Messages, oldest first" }).getByRole("article");
const tableRows = (page: Page) =>
  page.getByRole("table", { name: "Messages, oldest first" }).locator("tbody tr");
const id = (i: number) => ids[i - 1] ?? "";

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("pages a conversation with older and newer, and jumps to an id", async ({ page }) => {
    await page.goto(`/messages?type=user&target=${b}&as=${a}&limit=2`);
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText(`m5 ${s}`);
    await expect(rows(page).nth(1)).toContainText(`m6 ${s}`);
    await expect(page.getByRole("button", { name: "Newer" })).toBeDisabled();

    await page.getByRole("button", { name: "Older" }).click();
    await expect(rows(page).nth(0)).toContainText(`m3 ${s}`);
    await expect(rows(page).nth(1)).toContainText(`m4 ${s}`);
    await page.getByRole("button", { name: "Newer" }).click();
    await expect(rows(page).nth(0)).toContainText(`m5 ${s}`);

    // A jump opens the conversation around the message: what came before it shows too, it is highlighted.
    await page.getByLabel("Jump to message id").fill(id(2));
    await page.getByRole("button", { name: "Jump" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]around=${id(2)}`));
    await expect(rows(page).nth(0)).toContainText(`m1 ${s}`);
    await expect(rows(page).nth(1)).toContainText(`m2 ${s}`);
    await expect(rows(page).nth(1)).toHaveAttribute("aria-current", "true");
    await expect(
      rows(page)
        .nth(1)
        .getByRole("link", { name: `#${id(2)}`, exact: true }),
    ).toHaveAttribute("href", `/messages/${id(2)}`);

    await expectAccessible(page, "messages list");

    await page.getByLabel("Jump to message id").fill("999999999");
    await page.getByRole("button", { name: "Jump" }).click();
    await expect(page.getByText("Message 999999999 is not in this conversation")).toBeVisible();

    await page.getByLabel("Jump to message id").fill("abc");
    await page.getByRole("button", { name: "Jump" }).click();
    await expect(page.getByText("A message id is a positive number")).toBeVisible();
  });

  test("the explorer lists the app's conversations; one opens beside it, the arrow keys move to the next, its link shows the same view", async ({
    page,
  }) => {
    const c = `mx-${s}`;
    await createUsers(c);
    await sendText(c, a, "user", `hello from c ${s}`);
    await page.goto("/messages");
    const rail = page.getByRole("navigation", { name: "Conversations" });
    await rail.getByRole("searchbox", { name: "Search conversations" }).fill(s);
    const items = rail.getByRole("list").getByRole("link");
    // Most recent first: c's message to a came after a and b's.
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`hello from c ${s}`);
    await items.nth(1).click();
    await expect(page).toHaveURL(/[?&]type=user&/);
    await expect(rows(page).last()).toContainText(`m6 ${s}`);
    await expect(items.nth(1)).toHaveAttribute("aria-current", "page");
    await expect(rail.getByRole("searchbox", { name: "Search conversations" })).toHaveValue(s);

    await items.nth(1).focus();
    await page.keyboard.press("ArrowUp");
    await expect(items.nth(0)).toBeFocused();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`hello from c ${s}`);
    await expect(items.nth(0)).toHaveAttribute("aria-current", "page");

    // The URL names what is open and the list's search: a link to it shows the same view.
    await page.goto(page.url());
    await expect(rows(page).first()).toContainText(`hello from c ${s}`);
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toHaveAttribute("aria-current", "page");
  });

  test("the explorer filters by a tag the seeded groups carry and by last activity, as the service answers", async ({
    page,
  }) => {
    type Listed = { conversationType: string; updatedAt: number; conversationWith: { name: string } };
    const list = async (query: string) =>
      (await chatApi<{ data: Listed[] }>("GET", `/conversations?perPage=1000&${query}`)).body.data;
    // The seed gives tags to some of its groups at random: the tag is one a seeded group carries.
    const { body } = await chatApi<{ data: { tags?: string[] }[] }>("GET", "/groups?perPage=100");
    const tag = body.data.flatMap((g) => g.tags ?? [])[0] ?? "";
    expect(tag, "a seeded group carries a tag").not.toBe("");
    const tagged = [
      ...(await list(`conversationType=user&userTags=${tag}`)),
      ...(await list(`conversationType=group&groupTags=${tag}`)),
    ];
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.length).toBeLessThanOrEqual(25);

    await page.goto("/messages");
    const rail = page.getByRole("navigation", { name: "Conversations" });
    const items = rail.getByRole("list").getByRole("link");
    const status = rail.getByRole("status").first();
    await expect(status).toContainText("most recent first");
    await rail.getByRole("combobox", { name: "Tags" }).fill(tag.slice(0, 3));
    await page.getByRole("option", { name: new RegExp(`^${tag}`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]tags=${tag}(&|$)`));
    await expect(items).toHaveCount(tagged.length);
    await expect(status).toContainText(
      `${tagged.length} conversation${tagged.length === 1 ? "" : "s"}, most`,
    );
    for (const c of tagged)
      await expect(items.filter({ hasText: c.conversationWith.name })).not.toHaveCount(0);
    // The link shows the same filtered list.
    await page.goto(page.url());
    await expect(items).toHaveCount(tagged.length);
    await rail.getByRole("button", { name: `Remove ${tag}` }).click();
    await expect(page).not.toHaveURL(/[?&]tags=/);

    // Last activity: the seed's conversations span its two weeks; the span taken is the shortest that cuts some.
    const all = await list("");
    const since = (ms: number, span: number) =>
      all.filter((c) => c.updatedAt >= Math.floor(ms / 1000) - span).length;
    const spans = [
      ["Last 24 hours", 86_400],
      ["Last 7 days", 7 * 86_400],
    ] as const;
    const [label, span] = spans.find(([, span]) => since(Date.now(), span) < all.length) ?? ["", 0];
    expect(label, "a seeded conversation was last active more than a day or a week ago").not.toBe("");
    const early = Date.now();
    await rail.getByLabel("Last activity").selectOption({ label });
    const late = Date.now();
    await expect(page).toHaveURL(/[?&]active=(24h|7d)(&|$)/);
    const more = rail.getByRole("button", { name: "More conversations" });
    await expect(status).toContainText(`active in the ${label.toLowerCase()}`);
    while (await more.isVisible()) {
      const shown = await items.count();
      await more.click();
      // A page wholly past the cut adds no row and ends the list.
      await expect.poll(async () => (await items.count()) !== shown || !(await more.isVisible())).toBe(true);
    }
    await expect(status).not.toContainText("At least");
    const shown = await items.count();
    // The browser took the time between these two readings of the clock.
    expect(shown).toBeGreaterThanOrEqual(since(late, span));
    expect(shown).toBeLessThanOrEqual(since(early, span));
    expect(shown).toBeLessThan(all.length);
    await expect(status).toContainText(
      `${shown} conversation${shown === 1 ? "" : "s"} active in the ${label.toLowerCase()}`,
    );

    // Quiet for 30 days: nothing in a seed of two weeks, said so, and cleared in one click.
    expect(all.filter((c) => c.updatedAt < Date.now() / 1000 - 30 * 86_400)).toEqual([]);
    await rail.getByLabel("Last activity").selectOption({ label: "Quiet for 30+ days" });
    await expect(rail.getByText("No conversations match these filters.")).toBeVisible();
    await rail.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).not.toHaveURL(/[?&]active=/);
    await expect(items).toHaveCount(Math.min(25, all.length));
  });

  test("the explorer lists one member's conversations, as the service lists them for that user, and searches the messages they sent", async ({
    page,
  }) => {
    type Listed = {
      conversationId: string;
      conversationType: "user" | "group";
      conversationWith: { name: string; uid?: string; guid?: string };
    };
    const listFor = async (uid: string) =>
      (await chatApi<{ data: Listed[] }>("GET", "/conversations?perPage=100", { onBehalfOf: uid })).body.data;
    // A seeded user in at least one pair and one group, with no more than the rail's first page.
    const { body } = await chatApi<{ data: { uid: string; name: string }[] }>("GET", "/users?perPage=40");
    let member: { uid: string; name: string } | undefined;
    let theirs: Listed[] = [];
    for (const u of body.data) {
      const listed = await listFor(u.uid);
      const kinds = new Set(listed.map((c) => c.conversationType));
      if (listed.length <= 25 && kinds.size === 2) {
        member = u;
        theirs = listed;
        break;
      }
    }
    if (!member) throw new Error("no seeded user is in both a pair and a group");
    const { uid, name } = member;

    await page.goto("/messages");
    const rail = page.getByRole("navigation", { name: "Conversations" });
    const items = rail.getByRole("list").getByRole("link");
    await rail.getByRole("combobox", { name: "Member", exact: true }).fill(name);
    await page
      .getByRole("option", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]member=${uid}(&|$)`));
    await expect(rail.getByRole("button", { name: `Clear member ${name}` })).toBeFocused();
    await expect(items).toHaveCount(theirs.length);
    await expect(rail.getByRole("status").first()).toContainText(
      `${theirs.length} conversation${theirs.length === 1 ? "" : "s"} of ${name}`,
    );
    // The same conversations in the same order, each opened as the member, with the other user of a pair.
    for (const [i, c] of theirs.entries()) {
      await expect(items.nth(i)).toContainText(c.conversationWith.name);
      const href = new URL((await items.nth(i).getAttribute("href")) ?? "", page.url());
      expect(href.searchParams.get("as")).toBe(uid);
      const target =
        c.conversationType === "group"
          ? c.conversationId.slice("group_".length)
          : (c.conversationId.split("_user_").find((p) => p !== uid) ?? uid);
      expect(href.searchParams.get("target")).toBe(target);
    }

    // One opens beside the list, read as the member.
    await items.nth(0).click();
    await expect(page).toHaveURL(new RegExp(`[?&]as=${uid}(&|$)`));
    await expect(items.nth(0)).toHaveAttribute("aria-current", "page");
    await expect(rows(page).first()).toBeVisible();
    // The link keeps the member: the page loaded from it lists the same conversations.
    await page.goto(page.url());
    await expect(items).toHaveCount(theirs.length);

    // The rail's search text, looked for in the messages the member sent.
    const text = (theirs[0]?.conversationWith.name ?? "").slice(0, 3);
    await rail.getByRole("searchbox", { name: "Search conversations" }).fill(text);
    await rail.getByRole("link", { name: `Search messages for “${text}” sent by ${name} →` }).click();
    await expect(page).toHaveURL(/\/messages\/search\?/);
    const found = new URL(page.url());
    expect(found.searchParams.get("q")).toBe(text);
    expect(found.searchParams.get("sender")).toBe(uid);
    const search = page.getByRole("search", { name: "Search messages" });
    await expect(search.getByLabel("Text")).toHaveValue(text);
    await expect(search.getByLabel("Sender")).toHaveValue(uid);
  });

  test("jumps to a day and shows who sent each message", async ({ page }) => {
    await page.goto(`/messages?type=user&target=${b}&as=${a}&limit=2`);
    await expect(rows(page).nth(1)).toContainText(`m6 ${s}`);
    const sender = rows(page)
      .nth(1)
      .getByRole("link", { name: new RegExp(`User ${b}`) });
    await expect(sender).toHaveAttribute("href", `/users/${b}`);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel("Jump to a day (UTC)").fill(today);
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]at=${today}`));
    await expect(rows(page).nth(0)).toContainText(`m1 ${s}`);
    await expect(rows(page).nth(1)).toContainText(`m2 ${s}`);
    await page.getByRole("button", { name: "Newer" }).click();
    await expect(rows(page).nth(0)).toContainText(`m3 ${s}`);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Jump to a day (UTC)").fill(tomorrow);
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await expect(
      page.getByText(`Nothing was sent on or after ${tomorrow} in this conversation.`),
    ).toBeVisible();
  });

  test("a user pair without a reader is explained", async ({ page }) => {
    await page.goto("/messages");
    await page.getByLabel("Other user (uid)").fill(b);
    await page.getByRole("button", { name: "Show messages" }).click();
    await expect(page.getByText("read as one of them")).toBeVisible();
  });

  test("the conversation form follows back and forward", async ({ page }) => {
    await page.goto("/messages");
    const target = page.getByLabel("Other user (uid)");
    const reader = page.getByLabel(/^Read as/);
    await target.fill(b);
    await reader.fill(a);
    await page.getByRole("button", { name: "Show messages" }).click();
    await expect(rows(page).first()).toBeVisible();
    await target.fill(a);
    await reader.fill(b);
    await page.getByRole("button", { name: "Show messages" }).click();
    await expect(page).toHaveURL(new RegExp(`target=${a}`));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`target=${b}`));
    await expect(target).toHaveValue(b);
    await expect(reader).toHaveValue(a);
    await page.goBack();
    await expect(target).toHaveValue("");
    await expect(reader).toHaveValue("");
    await page.goForward();
    await expect(target).toHaveValue(b);
  });

  test("message detail: fields, reactions paged by cursor, per-reaction filter", async ({ page }) => {
    await page.goto(`/messages/${id(6)}`);
    await expect(page.getByRole("heading", { name: `Message ${id(6)}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId("message-text")).toHaveText(`m6 ${s}`);
    await expect(page.getByRole("button", { name: "Delete message" })).toHaveCount(0);

    const reactions = page.getByRole("table", { name: /^Reactions/ }).locator("tbody tr");
    await expect(reactions).toHaveCount(10);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]cursor=/);
    await expect(reactions).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
    await page.goBack();
    await expect(reactions).toHaveCount(10);
    await page.goForward();
    await expect(reactions).toHaveCount(1);
    await page.getByRole("button", { name: "Previous page" }).click();
    await expect(reactions).toHaveCount(10);
    await expect(page.getByRole("button", { name: "Previous page" })).toBeDisabled();

    await page.getByRole("button", { name: "👍: 2" }).click();
    await expect(page).toHaveURL(/[?&]reaction=/);
    await expect(reactions).toHaveCount(2);
    for (const cell of await reactions.locator("td:first-child").allTextContents()) expect(cell).toBe("👍");
    await expectAccessible(page, "message detail");
  });

  test("an unknown or malformed message id is not found", async ({ page }) => {
    await page.goto("/messages/999999999");
    await expect(page.getByRole("heading", { name: "Message not found" })).toBeVisible();
    await page.goto("/messages/not-a-number");
    await expect(page.getByRole("heading", { name: "Message not found" })).toBeVisible();
  });
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("deletes every message of a conversation through one bulk job", async ({ page }) => {
    const [c, d] = [`mc-${s}`, `md-${s}`];
    await createUsers(c, d);
    const sent = [];
    for (let i = 1; i <= 3; i++) sent.push(await sendText(c, d, "user", `bulk ${i} ${s}`));
    await page.goto(`/messages?type=user&target=${d}&as=${c}&limit=2&view=table`);
    await expect(tableRows(page)).toHaveCount(2);
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByRole("button", { name: "Select every message of this conversation" }).click();
    await expect(bar.getByRole("status")).toHaveText("Every message matching this filter");
    await bar.getByRole("button", { name: "Delete…" }).click();
    // A list without a total: the button names the filter, the dry run counts.
    await page.getByRole("dialog").getByRole("button", { name: "Review every matching message…" }).click();
    await expect(page.getByRole("dialog").getByTestId("plan-rows")).toHaveText("3 messages");
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /3 messages$/ })
      .click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("count-done")).toHaveText("3", { timeout: 20_000 });
    for (const m of sent) {
      const read = await chat<{ data: { deletedAt?: number } }>("GET", `/messages/${m}`);
      expect(read.data.deletedAt).toEqual(expect.any(Number));
    }
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("soft delete removes the text and marks the message", async ({ page }) => {
    await page.goto(`/messages/${id(1)}`);
    await page.getByRole("button", { name: "Delete message" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("the message stays in the conversation, marked deleted");
    await expect(dialog).toContainText("a later read of this id answers not found");
    await expectAccessible(page, "delete message dialog");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("status", { name: "Deletion result" })).toContainText("deleted");
    await expect(page.getByTestId("message-text")).toHaveText("Removed: the message was deleted.");
    // The dashboard acts as the app, so the service records the system user as the deleter.
    await expect(page.getByText("deleted by app_system", { exact: true })).toBeVisible();
  });

  test("permanent delete: the message is gone and a later read answers not found", async ({ page }) => {
    await page.goto(`/messages/${id(2)}`);
    await page.getByRole("button", { name: "Delete message" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel(/Delete permanently/).check();
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page.getByRole("status", { name: "Deletion result" })).toContainText(`on message #${id(2)}`);
    await expect(page.getByRole("alert").filter({ hasText: "no longer answers" })).toContainText(
      "ERR_MESSAGE_ID_NOT_FOUND",
    );
    await page.goto(`/messages/${id(2)}`);
    await expect(page.getByRole("heading", { name: "Message not found" })).toBeVisible();
  });
});
