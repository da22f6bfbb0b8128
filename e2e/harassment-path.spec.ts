import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";
import { pick } from "./support/picker";

// The job: a user reports X's messages in group G; find X's message, read it in context, ban X from G.
const s = runSuffix();
const [xavi, yuki, olga] = ["x", "y", "o"].map((p) => `hp-${p}-${s}`) as [string, string, string];
const guid = `hp-g-${s}`;
const name = `Harbour ${s}`;
const ids: string[] = [];
/** The 20th of 40 messages, X's: more than a page of the conversation lies after it. */
const target = () => ids[19] ?? "";
const line = (i: number) => `h${i} ${s}`;

test.beforeAll(async () => {
  await createUsers(xavi, yuki, olga);
  await chat("POST", "/groups", {
    guid,
    name,
    type: "public",
    owner: olga,
    members: { participants: [xavi, yuki] },
  });
  for (let i = 1; i <= 40; i++)
    ids.push(await sendText(i === 20 ? xavi : i % 2 ? yuki : olga, guid, "group", line(i)));
});

const rows = (page: Page) => page.getByRole("feed", { name: "Messages, oldest first" }).getByRole("article");
const row = (page: Page, i: number) => rows(page).filter({ hasText: line(i) });

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("from a message, one click opens its conversation around it, the messages before it shown", async ({
    page,
  }) => {
    await page.goto(`/messages/${target()}`);
    await expect(page.getByRole("link", { name: `User ${xavi} (${xavi})` })).toHaveAttribute(
      "href",
      `/users/${xavi}`,
    );
    await expect(page.getByRole("link", { name: `${name} (${guid})` })).toHaveAttribute(
      "href",
      `/groups/${guid}`,
    );
    // Acting is a moderator's.
    await expect(page.getByRole("button", { name: /^Ban / })).toHaveCount(0);

    await page.getByRole("link", { name: "Show in conversation" }).click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?.*around=${target()}`));
    // A page of 25 around it: the 12 before, it, and the 12 after; it is highlighted and in view.
    await expect(rows(page)).toHaveCount(25);
    const current = rows(page).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(line(20));
    await expect(current).toBeInViewport();
    for (const i of [8, 19, 21, 32]) await expect(row(page, i)).toHaveCount(1);
    await expect(
      page.getByText(`The messages before and after message ${target()}, which is highlighted.`),
    ).toBeVisible();
    await expectAccessible(page, "conversation around a message");

    await page.getByRole("button", { name: "Older" }).click();
    await expect(rows(page).last()).toContainText(line(7));
    await expect(rows(page).first()).toContainText(line(1));
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("bans the sender from the group from the message's page", async ({ page }) => {
    await page.goto(`/messages/${target()}`);
    await page.getByRole("button", { name: `Ban ${xavi} from the group…` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Ban ${xavi} from ${name}?` });
    await expect(dialog).toContainText("keeps the user out until unbanned");
    await dialog.getByRole("button", { name: "Ban 1 member" }).click();
    await expect(page.getByText(`${xavi} is banned from ${name}.`)).toBeVisible();
    const banned = await chat<{ data: { uid: string }[] }>("GET", `/groups/${guid}/bannedusers?perPage=100`);
    expect(banned.data.map((u) => u.uid)).toEqual([xavi]);
  });
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("the owner's ban says why it cannot be, and its way through transfers the ownership", async ({
    page,
  }) => {
    const byOwner = ids[1] ?? "";
    await page.goto(`/messages/${byOwner}`);
    const ban = page.getByRole("button", { name: `Ban ${olga} from the group…` });
    await expect(ban).toHaveAttribute("aria-disabled", "true");
    await expect(ban).toHaveAccessibleDescription(
      `${olga} owns ${name}, and an owner cannot be banned. Transfer ownership to another member first.`,
    );
    // Forced: Playwright waits for an aria-disabled button to be enabled; the point is that a click does nothing.
    await ban.click({ force: true });
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expectAccessible(page, "message page with a refused ban");

    await page.getByRole("link", { name: "Transfer ownership" }).click();
    const dialog = page.getByRole("dialog", { name: `Transfer the ownership of ${name}` });
    await expect(dialog).toContainText(`${olga} owns the group now.`);
    await pick(page, dialog.getByRole("combobox", { name: "New owner" }), yuki);
    await dialog.getByRole("button", { name: "Transfer ownership" }).click();
    await expect(page.getByText(`${yuki} now owns ${guid}.`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect((await chat<{ data: { owner: string } }>("GET", `/groups/${guid}`)).data.owner).toBe(yuki);

    await page.goto(`/messages/${byOwner}`);
    await expect(page.getByRole("button", { name: `Ban ${olga} from the group…` })).not.toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });
});
