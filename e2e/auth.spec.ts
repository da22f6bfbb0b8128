import { expect, type Page, test } from "@playwright/test";
import { ACCOUNTS, LOCKOUT_ACCOUNT, storageFile } from "./support/env";
import { openAccountMenu } from "./support/instances";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  const answered = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await answered;
}

// Next's route announcer is an (empty or title-holding) alert too; pick ours by its text.
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test.describe("signed out", () => {
  test("pages send a signed-out visitor to sign in, and back after", async ({ page }) => {
    await page.goto("/calls?perPage=50");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fcalls%3FperPage%3D50/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await signIn(page, ACCOUNTS.moderator.email, ACCOUNTS.moderator.password);
    await expect(page).toHaveURL(/\/calls\?perPage=50$/);
  });

  test("Enter submits; blank fields are marked and the first one gets the focus", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Password").press("Enter");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter a valid email address.");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Enter your password.");
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("a wrong password is refused with a clear message", async ({ page }) => {
    await page.goto("/sign-in");
    await signIn(page, ACCOUNTS.viewer.email, "not-the-password");
    await expect(alert(page, "The email or password is not correct.")).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("five failures lock the account for 15 minutes, even with the right password", async ({ page }) => {
    await page.goto("/sign-in");
    for (let i = 1; i <= 5; i++) {
      await signIn(page, LOCKOUT_ACCOUNT.email, `wrong-password-${i}`);
      await expect(alert(page, "The email or password is not correct.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    }
    await signIn(page, LOCKOUT_ACCOUNT.email, LOCKOUT_ACCOUNT.password);
    await expect(
      alert(page, "Too many failed sign-in attempts. Wait 15 minutes and try again."),
    ).toBeVisible();
    await expect(alert(page, "The email or password is not correct.")).toHaveCount(0);
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test("sign in, then sign out from the user menu", async ({ page }) => {
    await page.goto("/sign-in");
    await signIn(page, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
    // Without a page to return to, signing in lands on the overview.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
    expect(session?.httpOnly).toBe(true);
    await openAccountMenu(page);
    await expect(page.getByRole("menu")).toContainText("Role: Admin");
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/calls");
    await expect(page).toHaveURL(/\/sign-in/);
  });
});

test.describe("viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("sees no admin areas in the navigation and cannot open them", async ({ page }) => {
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Calls" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    const res = await page.goto("/apps");
    expect(res?.status()).toBe(403);
    await expect(alert(page, "Your role does not allow this page.")).toBeVisible();
  });
});

test.describe("owner", () => {
  test.use({ storageState: storageFile("owner") });

  test("sees every area; an unknown path is the plain 404 page", async ({ page }) => {
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of [
      "Calls",
      "Analytics",
      "Users",
      "API keys",
      "Webhooks",
      "Apps",
      "Audit log",
      "Admins",
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    expect((await page.goto("/no-such-area"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Back to calls" }).click();
    await expect(page.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  });

  test("the skip link and the small-screen navigation work by keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/apps");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const sheet = page.getByRole("dialog", { name: "Chat admin" });
    await sheet.getByRole("link", { name: "Admins" }).click();
    await expect(page.getByRole("heading", { name: "Admins", level: 1 })).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test("dark mode toggles the class strategy and persists", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/apps");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});
