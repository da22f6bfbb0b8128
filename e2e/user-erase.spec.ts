import { expect, test } from "@playwright/test";
import { chat, createUsers, react, runSuffix, sendText } from "./support/chat";
import { storageFile } from "./support/env";

const s = runSuffix();
const erased = `er-x-${s}`;
const friend = `er-f-${s}`;
const kept = `er-k-${s}`;
const group = `er-g-${s}`;

const status = (path: string) =>
  chat("GET", path).then(
    () => 200,
    (e: Error) => Number(/: (\d{3}) /.exec(e.message)?.[1]),
  );

test.beforeAll(async () => {
  await createUsers(erased, friend, kept);
  await chat("POST", `/users/${erased}/auth_tokens`, {});
  // A group the user owns with someone else in it: its ownership passes to that member first.
  await chat("POST", "/groups", {
    guid: group,
    name: `Erase ${s}`,
    owner: erased,
    members: { participants: [friend] },
  });
  await sendText(erased, friend, "user", "first");
  await sendText(erased, group, "group", "second");
  const theirs = await sendText(friend, group, "group", "react to me");
  await react(theirs, "👍", erased);
});

test.describe("as an admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("erases a user from their page: dry run, uid typed, the job ends with a receipt, the user is gone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/users/${erased}`);
    await expect(page.getByRole("button", { name: "Delete user…" })).toBeVisible();
    await page.getByRole("button", { name: "Erase user…" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Erase ${erased} and everything about them?` });
    const dryRun = dialog.getByRole("region", { name: "What will be erased" });
    await expect(dryRun.locator('[data-kind="message"]')).toContainText("2 · Messages");
    await expect(dryRun.locator('[data-kind="reaction"]')).toContainText("1 · Reactions");
    await expect(dryRun.locator('[data-kind="auth"]')).toContainText("1 · Auth tokens");
    await expect(dryRun.locator('[data-kind="owner"]')).toContainText(
      `Ownership of group ${group}, to ${friend}`,
    );
    await expect(dryRun).toContainText("The service lets no group's owner leave or be kicked");

    const erase = dialog.getByRole("button", { name: "Erase user" });
    await expect(erase).toBeDisabled();
    await dialog.getByLabel(`Type ${erased} to confirm`).fill(erased.slice(0, -1));
    await expect(erase).toBeDisabled();
    await dialog.getByLabel(`Type ${erased} to confirm`).fill(erased);
    await expect(erase).toBeEnabled();
    await erase.click();

    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Erase the user ${erased}:`);
    const receipt = page.getByRole("region", { name: "Receipt" });
    await expect(receipt.getByRole("status")).toHaveText(
      `Everything was removed: the user ${erased} is gone.`,
      {
        timeout: 60_000,
      },
    );
    await expect(receipt.locator('[data-kind="message"]')).toContainText("2");
    await expect(receipt.locator('[data-kind="user"]')).toContainText(erased);
    await expect(receipt).toContainText("kept in the audit log");

    expect(await status(`/users/${erased}`)).toBe(404);
    expect((await chat<{ data: { owner: string } }>("GET", `/groups/${group}`)).data.owner).toBe(friend);

    await receipt.getByRole("link", { name: erased }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${erased}$`));
    await expect(page.getByRole("heading", { level: 1, name: "User not found" })).toBeVisible();
  });
});

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("is offered neither erasing nor exporting everything about a user (an admin's), and can start nothing", async ({
    page,
  }) => {
    await page.goto(`/users/${kept}`);
    await expect(page.getByRole("button", { name: /^(Deactivate|Reactivate) user$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Erase user…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Export everything/ })).toHaveCount(0);
    expect(await status(`/users/${kept}`)).toBe(200);
  });
});
