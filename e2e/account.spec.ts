import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { SMTPServer } from "smtp-server";
import { freePort } from "../test/free-port";
import { ACCOUNT_SPEC, e2e } from "./support/env";
import { adminCommand, type Instance, openAccountMenu, startInstance } from "./support/instances";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const MINE = { twoFactor: ACCOUNT_SPEC.twoFactor, changer: ACCOUNT_SPEC.changer };

test.beforeAll(() => {
  const env = { ...process.env, DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard") };
  for (const a of Object.values(MINE)) adminCommand(env, ["create-admin", a.email, a.password, "viewer"]);
});

const codeNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
// A code works once, and the dashboard accepts the next step's too (clock drift): that one, not yet
// used, signs in at once after the current code confirmed the set-up.
const codeNext = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + 30_000,
  });

async function fresh(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}

async function signIn(page: Page, account: { email: string; password: string }, code?: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (code !== undefined) {
    await page.getByLabel("Two-factor code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  // Signed in (the page leaves /sign-in) or refused (an error shows): either way the attempt has ended.
  await Promise.race([
    page.waitForURL((u) => !u.pathname.startsWith("/sign-in")),
    page.locator("form [role=alert]").first().waitFor(),
  ]);
}

async function signOut(page: Page) {
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
}

test("two-factor sign-in: enrol with a real code, sign in with the app, a recovery code works once", async ({
  browser,
}) => {
  const page = await fresh(browser);
  await signIn(page, MINE.twoFactor);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Your account and sessions" }).click();
  await page.goto("/account/security");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("Code from the app").fill("123456");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  await page.getByLabel("Code from the app").fill(codeNow(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const items = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await signOut(page);

  await signIn(page, MINE.twoFactor);
  await expect(page.getByLabel("Two-factor code")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  const next = codeNext(secret);
  await page.getByLabel("Two-factor code").fill(next);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await signOut(page);
  await signIn(page, MINE.twoFactor, next);
  await expect(page.getByText("That code is not right, or was used already")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, MINE.twoFactor, codes[0]);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await signOut(page);
  await signIn(page, MINE.twoFactor, codes[0]);
  await expect(page.getByText("That code is not right")).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a password change needs the current one; the old password stops working", async ({ browser }) => {
  const page = await fresh(browser);
  await signIn(page, MINE.changer);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await page.goto("/account/security");
  await page.getByLabel("Current password").fill(ACCOUNT_SPEC.wrongPassword);
  await page.getByLabel("New password", { exact: true }).fill(ACCOUNT_SPEC.changedPassword);
  await page.getByLabel("Repeat the new password").fill(ACCOUNT_SPEC.changedPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not right.")).toBeVisible();
  await page.getByLabel("Current password").fill(MINE.changer.password);
  await page.getByLabel("New password", { exact: true }).fill(ACCOUNT_SPEC.changedPassword);
  await page.getByLabel("Repeat the new password").fill(ACCOUNT_SPEC.changedPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed.")).toBeVisible();
  await signOut(page);
  await signIn(page, MINE.changer);
  await expect(page.getByText("The email or password is not correct.")).toBeVisible();
  await signIn(page, { ...MINE.changer, password: ACCOUNT_SPEC.changedPassword });
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
});

test.describe("mail", () => {
  let smtp: SMTPServer;
  const inbox: { to: string; text: string }[] = [];
  let dashboard: Instance;
  let dataDir = "";
  const OWNER = { email: "owner@mail.e2e.test", password: "mail-owner-password-1" };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (c) => {
          raw += c;
        });
        stream.on("end", () => {
          const body = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), text: body });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(port, "127.0.0.1", r));
    dataDir = mkdtempSync(path.join(tmpdir(), "dashboard-mail-"));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DASHBOARD_DATA_DIR: dataDir,
      DASHBOARD_SMTP_URL: `smtp://127.0.0.1:${port}`,
      DASHBOARD_MAIL_FROM: "Dashboard <dashboard@mail.e2e.test>",
    };
    delete env.DATABASE_URL;
    delete env.DASHBOARD_APP_ID;
    adminCommand(env, ["create-owner", OWNER.email, OWNER.password]);
    dashboard = await startInstance(env);
  });

  test.afterAll(async () => {
    await dashboard?.stop();
    await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const linkIn = (text: string, route: string) =>
    new RegExp(`https?://[^\\s]+/${route}/[A-Za-z0-9_-]+`).exec(text)?.[0] ?? "";
  /** The newest link to `route` mailed to `to`, waited for: the reset mail is sent after the form answers. */
  const mailedLink = async (to: string, route: string) => {
    const newest = () =>
      inbox
        .filter((m) => m.to === to)
        .map((m) => linkIn(m.text, route))
        .filter(Boolean)
        .at(-1) ?? "";
    await expect.poll(newest, { timeout: 15_000 }).not.toBe("");
    return newest();
  };

  test("an invitation and a password reset arrive by mail, and their links work once", async ({
    browser,
  }) => {
    const owner = await fresh(browser, dashboard.url);
    await signIn(owner, OWNER);
    await owner.goto("/admins");
    await owner.getByRole("button", { name: "Invite admin" }).click();
    const dialog = owner.getByRole("dialog", { name: "Invite an admin" });
    await dialog.getByLabel("Email").fill("invitee@mail.e2e.test");
    await dialog.getByRole("button", { name: "Create invitation" }).click();
    await expect(dialog.getByText("The invitation was mailed to")).toBeVisible();

    const invite = await mailedLink("invitee@mail.e2e.test", "invite");
    expect(invite.startsWith(dashboard.url)).toBe(true);
    const guest = await fresh(browser, dashboard.url);
    await guest.goto(invite);
    await guest.getByLabel("Name").fill("Invited Person");
    await guest.getByLabel("Password", { exact: true }).fill("invitee-password-123");
    await guest.getByLabel("Repeat the password").fill("invitee-password-123");
    await guest.getByRole("button", { name: "Create account" }).click();
    // Accepting signs the new admin in, on the overview.
    await expect(guest.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
    await expect(guest.getByRole("button", { name: /^Account: Invited Person/ })).toBeVisible();
    await signOut(guest);

    await guest.goto("/forgot-password");
    await guest.getByLabel("Email").fill("invitee@mail.e2e.test");
    await guest.getByRole("button", { name: "Send me a link" }).click();
    await expect(guest.getByRole("status")).toContainText("If an account has this email");
    await guest.goto("/forgot-password");
    await guest.getByLabel("Email").fill("nobody@mail.e2e.test");
    await guest.getByRole("button", { name: "Send me a link" }).click();
    await expect(guest.getByRole("status")).toContainText("If an account has this email");

    const reset = await mailedLink("invitee@mail.e2e.test", "reset-password");
    await guest.goto(reset);
    await guest.getByLabel("New password", { exact: true }).fill("after-reset-password-1");
    await guest.getByLabel("Repeat the new password").fill("after-reset-password-1");
    await guest.getByRole("button", { name: "Set the new password" }).click();
    await expect(guest).toHaveURL(/\/sign-in\?reset=1/);
    await signIn(guest, { email: "invitee@mail.e2e.test", password: "after-reset-password-1" });
    await expect(guest.getByRole("button", { name: /^Account: Invited Person/ })).toBeVisible();
    expect(inbox.some((m) => m.to === "nobody@mail.e2e.test")).toBe(false);

    const again = await fresh(browser, dashboard.url);
    await again.goto(reset);
    await expect(again.getByRole("alert").filter({ hasText: "This link is not valid" })).toBeVisible();
  });

  test("the owner requires two-factor sign-in: an admin without it is sent to set it up", async ({
    browser,
  }) => {
    const owner = await fresh(browser, dashboard.url);
    await signIn(owner, OWNER);
    await owner.goto("/admins");
    const policy = owner.getByRole("switch", { name: "Require two-factor sign-in for every admin" });
    await policy.click();
    await expect(owner.getByText("Turn on your own two-factor sign-in first")).toBeVisible();
    await expect(policy).not.toBeChecked();

    await owner.goto("/account/security");
    await owner.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const secret = (await owner.getByTestId("totp-secret").textContent()) ?? "";
    await owner.getByLabel("Code from the app").fill(codeNow(secret));
    await owner.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(owner.getByRole("list", { name: "Recovery codes" })).toBeVisible();
    await owner.goto("/admins");
    await policy.click();
    await expect(policy).toBeChecked();

    const admin = await fresh(browser, dashboard.url);
    await signIn(admin, { email: "invitee@mail.e2e.test", password: "after-reset-password-1" });
    await expect(admin).toHaveURL(/\/account\/security\?required=1/);
    await expect(admin.getByText("An owner requires two-factor sign-in")).toBeVisible();
    await admin.goto("/users");
    await expect(admin).toHaveURL(/\/account\/security/);
  });
});
