import { type Browser, expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, type AccountRole, storageFile } from "./support/env";
import { callAction } from "./support/server-action";

const asRole = async (browser: Browser, role: AccountRole) =>
  (await browser.newContext({ storageState: storageFile(role) })).newPage();

async function inviteActionId(page: Page, email: string): Promise<string> {
  await page.goto("/admins");
  await page.getByRole("button", { name: "Invite admin" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite an admin" });
  await dialog.getByLabel("Email").fill(email);
  const request = page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"]));
  await dialog.getByRole("button", { name: "Create invitation" }).click();
  const id = (await request).headers()["next-action"] ?? "";
  await expect(dialog.getByLabel("Invitation link")).toHaveValue(/\/invite\//);
  await page.keyboard.press("Escape");
  return id;
}

test.describe("pages check the role on the server", () => {
  for (const [role, status] of [
    ["viewer", 403],
    ["moderator", 403],
    ["admin", 403],
    ["owner", 200],
  ] as const) {
    test(`/admins answers ${status} for ${role}`, async ({ browser }) => {
      const page = await asRole(browser, role);
      const res = await page.goto("/admins");
      expect(res?.status()).toBe(status);
      if (status === 403) {
        await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Invite admin" })).toHaveCount(0);
      }
    });
  }

  for (const [role, status] of [
    ["viewer", 403],
    ["moderator", 403],
    ["admin", 200],
  ] as const) {
    test(`/apps answers ${status} for ${role}`, async ({ browser }) => {
      const page = await asRole(browser, role);
      expect((await page.goto("/apps"))?.status()).toBe(status);
      await expect(page.getByRole("button", { name: "Add app" })).toHaveCount(status === 200 ? 1 : 0);
    });
  }

  test("a viewer sees no management controls or areas", async ({ browser }) => {
    const page = await asRole(browser, "viewer");
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Apps", "Admins", "API keys", "Webhooks", "Email settings", "Audit log"]) {
      await expect(nav.getByRole("link", { name })).toHaveCount(0);
    }
    for (const name of ["Add app", "Invite admin", "Remove", "Disable", "Delete"]) {
      await expect(page.getByRole("button", { name })).toHaveCount(0);
    }
  });
});

test("a direct server action call is refused for a role below the action's", async ({ browser }) => {
  test.setTimeout(60_000);
  const owner = await asRole(browser, "owner");
  const actionId = await inviteActionId(owner, "first-invite@e2e.test");
  expect(actionId).toMatch(/^[0-9a-f]{20,}$/);

  for (const role of ["viewer", "moderator", "admin"] as const) {
    const page = await asRole(browser, role);
    await page.goto("/calls");
    const body = await callAction(page, "/admins", actionId, {
      email: `sneaky-${role}@e2e.test`,
      role: "owner",
    });
    expect(body).toContain("This needs the owner role or higher.");
  }
  await owner.goto("/admins");
  await expect(owner.getByText("first-invite@e2e.test")).toBeVisible();
  await expect(owner.getByText(/sneaky-/)).toHaveCount(0);

  const anon = await (await browser.newContext()).newPage();
  await anon.goto("/sign-in");
  const body = await callAction(anon, "/sign-in", actionId, { email: "anon@e2e.test", role: "owner" });
  expect(body).not.toContain("/invite/");
});

test("an owner invites an admin, who accepts and is signed in at once, is re-roled and disabled", async ({
  browser,
}) => {
  // Several signed-in contexts and scrypt-hashed sign-ins: slower than one page's test.
  test.setTimeout(90_000);
  const owner = await asRole(browser, "owner");
  await owner.goto("/admins");
  await owner.getByRole("button", { name: "Invite admin" }).click();
  const dialog = owner.getByRole("dialog", { name: "Invite an admin" });
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Create invitation" }).click();
  await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
  await dialog.getByLabel("Email").fill("newcomer@e2e.test");
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await owner.getByRole("option", { name: "Moderator" }).click();
  await dialog.getByRole("button", { name: "Create invitation" }).click();
  const link = await dialog.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await owner.keyboard.press("Escape");
  await expect(owner.getByRole("row", { name: /newcomer@e2e\.test/ })).toContainText("Moderator");

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(link);
  await expect(guest.getByText("newcomer@e2e.test")).toBeVisible();
  await guest.getByLabel("Name").fill("New Comer");
  await guest.getByLabel("Password", { exact: true }).fill("short");
  await guest.getByLabel("Repeat the password").fill("short");
  await guest.getByRole("button", { name: "Create account" }).click();
  await expect(guest.getByText("Use at least 12 characters.")).toBeVisible();
  await guest.getByLabel("Password", { exact: true }).fill("newcomer-password-1");
  await guest.getByLabel("Repeat the password").fill("newcomer-password-1");
  await guest.getByRole("button", { name: "Create account" }).click();
  // Accepting signs the new admin in with the password just chosen: no second form, they land on the overview.
  await expect(guest).toHaveURL(/\/$/);
  await expect(guest.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(guest.getByRole("button", { name: /^Account: New Comer Moderator/ })).toBeVisible();

  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(
    again.getByRole("alert").filter({ hasText: "This invitation link is not valid" }),
  ).toBeVisible();

  await owner.reload();
  const row = owner.getByRole("row", { name: /newcomer@e2e\.test/ });
  await row.getByRole("combobox", { name: "Role of New Comer" }).click();
  await owner.getByRole("option", { name: "Viewer" }).click();
  await expect(row.getByRole("cell", { name: "Viewer", exact: true })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("button", { name: /^Account: New Comer Viewer/ })).toBeVisible();

  await row.getByRole("button", { name: "Disable New Comer" }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Disable account" }).click();
  await expect(row.getByText("Disabled")).toBeVisible();
  await guest.reload();
  await expect(guest).toHaveURL(/\/sign-in/);

  const me = owner.getByRole("row", { name: new RegExp(ACCOUNTS.owner.email.replace(".", "\\.")) });
  await expect(me.getByRole("button")).toHaveCount(0);
  await expect(me.getByRole("combobox")).toHaveCount(0);
});
