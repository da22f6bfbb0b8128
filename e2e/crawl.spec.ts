/**
 * One crawl of every page per role: each page is loaded once and searched for keys, secrets, passwords and
 * handed-out credentials in everything the browser received; signed in as the owner (who sees every page),
 * the same loaded page is also checked by axe in light mode and again in dark mode.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import { axeSchemes, checkBothSchemes } from "./support/axe";
import { e2e, storageFile } from "./support/env";
import { adminCommand, openAccountMenu, signedInAt } from "./support/instances";
import { secretsIn, watchResponses } from "./support/leaks";
import { dashboardPages, PUBLIC_PAGES } from "./support/pages";

/** An admin of this spec's own, who turns on two-factor sign-in; no other spec signs in as them. */
// A fresh email per worker: a worker started again after a failure runs the set-up again.
const TWO_FACTOR = {
  email: `two-factor-${Date.now()}@leak.e2e.test`,
  password: "leak-two-factor-password-1",
};

/** A wrong guess and the new password of the admin's password change: audited, never recorded. */
const LEAK = { wrongPassword: "leak-wrong-password-9c1d", newPassword: "leak-new-password-4e7b" };

/** The audited operations whose input carried passwords and codes: their entries are searched. */
const ACCOUNT_ACTIONS = [
  "account.change-password",
  "account.two-factor.enable",
  "account.two-factor.disable",
];

/** What the dashboard hands out once (two-factor secret, recovery codes, invitation and reset links), from the spec's set-up. */
const issued: string[] = [];

/** Every session id in the store: a page names a session by its handle, never by its id. */
function sessionIds(): string[] {
  const db = new Database(path.join(e2e.stateDir, "dashboard", "dashboard.db"), { readonly: true });
  try {
    return (db.prepare("select id from sessions").all() as { id: string }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

const handedOut = () => [...issued, ...sessionIds()];

// The roles' crawls are independent: the run spreads them over its workers, each in its own world.
test.describe.configure({ mode: "parallel" });

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Repeat the new password").fill(next);
  await page.getByRole("button", { name: "Change password" }).click();
}

const signedIn = (browser: Browser, account: { email: string; password: string }) =>
  signedInAt(browser, e2e.baseUrl, account);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  adminCommand({ ...process.env, DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard") }, [
    "create-admin",
    TWO_FACTOR.email,
    TWO_FACTOR.password,
    "admin",
  ]);
  issued.push(TWO_FACTOR.password, LEAK.wrongPassword, LEAK.newPassword);
  const admin = await signedIn(browser, TWO_FACTOR);

  // Audited password changes, searched for in the audit log below: a wrong guess, a call whose session had
  // ended by then (refused), and one that is done.
  const stale = await signedIn(browser, TWO_FACTOR);
  await stale.goto("/account/security");
  await admin.goto("/account/security");
  await changePassword(admin, LEAK.wrongPassword, LEAK.newPassword);
  await expect(admin.getByText("The current password is not right.")).toBeVisible();
  await admin.goto("/account");
  await admin.getByRole("button", { name: "Sign out everywhere else" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(admin.getByText("Signed out of 1 other session(s).")).toBeVisible();
  await changePassword(stale, TWO_FACTOR.password, LEAK.newPassword);
  await expect(stale.getByText("Sign in to continue.")).toBeVisible();
  await stale.context().close();
  await admin.goto("/account/security");
  await changePassword(admin, TWO_FACTOR.password, LEAK.newPassword);
  await expect(admin.getByText("Password changed.")).toBeVisible();

  // Two-factor sign-in turned on: its secret and recovery codes are shown once, on this page only.
  await admin.goto("/account/security");
  await admin.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await admin.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await admin.getByLabel("Code from the app").fill(code);
  await admin.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = admin.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allTextContents();
  issued.push(secret, ...recovery);

  // An audited attempt to turn it off with a wrong password and a recovery code.
  await admin.goto("/account/security");
  const off = admin.getByRole("form", { name: "Turn off two-factor sign-in" });
  await off.getByLabel("Password").fill(LEAK.wrongPassword);
  await off.getByLabel("Code or recovery code").fill(recovery[0] ?? "");
  await off.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(off.getByText(/The password is not right/)).toBeVisible();

  // Once shown, never again: not on the admin's own pages, however they are opened.
  const seen = watchResponses(admin);
  for (const path of ["/account/security", "/account", "/calls"]) {
    await admin.goto(path);
    await expect(admin.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(secretsIn(await seen.bodies(), handedOut())).toEqual([]);
  await admin.context().close();

  // An invitation and a reset link, each shown to the owner who made it, once.
  const owner = await (await browser.newContext({ storageState: storageFile("owner") })).newPage();
  await owner.goto("/admins");
  await owner.getByRole("button", { name: "Invite admin" }).click();
  const dialog = owner.getByRole("dialog", { name: "Invite an admin" });
  await dialog.getByLabel("Email").fill(`invitee-${Date.now()}@leak.e2e.test`);
  await dialog.getByRole("button", { name: "Create invitation" }).click();
  const invitation = (await dialog.getByLabel("Invitation link").inputValue()).split("/invite/")[1] ?? "";
  expect(invitation).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await owner.keyboard.press("Escape");
  const row = owner.getByRole("row", { name: new RegExp(TWO_FACTOR.email.replaceAll(".", "\\.")) });
  await row.getByRole("button", { name: /^Reset link/ }).click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "Make link" }).click();
  const toast = (await owner.getByText(/^Reset link for .*\/reset-password\//).textContent()) ?? "";
  const reset = toast.split("/reset-password/")[1]?.trim() ?? "";
  expect(reset).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  issued.push(invitation, reset);
  await owner.context().close();
});

/** The dialogs a page opens, and on the first page the header's menus (the same on every page). */
async function openEverything(page: Page, header: boolean) {
  for (const name of ["Add app", "Invite admin"]) {
    const button = page.getByRole("button", { name });
    if (await button.count()) {
      await button.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
    }
  }
  if (!header) return;
  const account = page.getByRole("button", { name: /^Account:/ });
  if (await account.count()) {
    await account.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
  }
  const switcher = page.getByRole("combobox", { name: "Active app" });
  if (await switcher.count()) {
    await switcher.click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
  }
}

async function detailPages(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const list of ["/calls", "/users", "/groups", "/messages", "/webhooks", "/events"]) {
    await page.goto(list);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    const link = page.locator(`main a[href^="${list}/"]`).first();
    if (await link.count()) {
      const href = await link.getAttribute("href");
      if (href && !href.endsWith("/new") && !href.endsWith("/receivers")) found.push(href);
    }
  }
  return found;
}

function staticChunks(): { file: string; text: string }[] {
  const root = path.join(process.cwd(), ".next", "static");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ file: f, text: readFileSync(path.join(root, f), "utf8") }));
}

test("no key or secret is in any JavaScript chunk of the build", () => {
  const chunks = staticChunks();
  expect(chunks.length).toBeGreaterThan(10);
  expect(
    secretsIn(
      chunks.map((c) => `${c.file}\n${c.text}`),
      handedOut(),
    ),
  ).toEqual([]);
  console.log(`[leak crawl] ${chunks.length} JS chunks searched, 0 secrets found`);
});

/** Every response the browser received, searched for what must never reach it; at least `atLeast` of them. */
async function expectNoLeak(
  seen: ReturnType<typeof watchResponses>,
  atLeast: number,
  label: string,
  more: string[] = [],
) {
  const bodies = [...(await seen.bodies()), ...more];
  expect(bodies.length).toBeGreaterThanOrEqual(atLeast);
  const searched = handedOut();
  expect(searched.length).toBeGreaterThan(issued.length);
  expect(secretsIn(bodies, searched)).toEqual([]);
  console.log(
    `[leak crawl] ${label}: ${bodies.length} responses searched for the keys, secrets and passwords and ${searched.length} handed-out credentials and session ids, 0 found`,
  );
}

// The pages are crawled in parts, so that the run spreads one role's crawl (with axe, minutes long) over its workers.
const PARTS = 3;
const partOf = (part: number) => dashboardPages().filter((_, i) => i % PARTS === part);

for (const role of ["owner", "admin", "moderator", "viewer"] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ storageState: storageFile(role) });

    const accessibility = role === "owner";
    const checks = accessibility
      ? "no key or secret reaches the browser, and no page has a serious accessibility violation in light or dark mode"
      : "no key or secret reaches the browser";
    const load = async (page: Page, paths: string[], first: boolean) => {
      for (const [i, path] of paths.entries()) {
        await page.goto(path);
        if (accessibility) await checkBothSchemes(page, path);
        await openEverything(page, first && i === 0);
      }
    };

    for (let part = 0; part < PARTS; part++) {
      test(`pages, part ${part + 1} of ${PARTS}: ${checks}`, async ({ page }) => {
        test.setTimeout(accessibility ? 300_000 : 120_000);
        const seen = watchResponses(page);
        const paths = partOf(part);
        await load(page, paths, part === 0);
        await expectNoLeak(seen, paths.length, `${role}, part ${part + 1}`);
      });
    }

    test(`a record of each list, client-side navigation and the audit log: ${checks}`, async ({ page }) => {
      test.setTimeout(accessibility ? 240_000 : 120_000);
      const seen = watchResponses(page);
      const details = await detailPages(page);
      await test.step("a record of each list, with dialogs and menus open", () => load(page, details, false));
      await test.step("client-side navigation (RSC payloads)", async () => {
        await page.goto("/calls");
        const nav = page.getByRole("navigation", { name: "Main" });
        for (const href of await nav
          .getByRole("link")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
          await nav.locator(`a[href="${href}"]`).click();
          await expect(page).toHaveURL(new RegExp(`${href}$`));
          // Not "networkidle": the events page holds a server-sent-events stream open.
          await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
        }
      });
      const exported: string[] = [];
      if (role === "owner" || role === "admin") {
        await test.step("the audit log's entries of the account operations, and its CSV export", async () => {
          for (const action of ACCOUNT_ACTIONS) {
            await page.goto(`/audit-log?action=${action}&perPage=100`);
            await expect(page.getByRole("main").getByText(TWO_FACTOR.email).first()).toBeVisible();
          }
          const csv = await page.request.get("/api/audit-log/export");
          expect(csv.status()).toBe(200);
          const text = await csv.text();
          const changes = text.split("\n").filter((line) => line.includes(",account.change-password,"));
          for (const outcome of [",refused,UNAUTHENTICATED", ",error,", ",ok,"]) {
            expect(
              changes.some((line) => line.includes(outcome)),
              outcome,
            ).toBe(true);
          }
          expect(text).toContain(",account.two-factor.disable,");
          exported.push(`${csv.url()}\n${text}`);
        });
      }
      await expectNoLeak(seen, details.length + 1, `${role}, records and navigation`, exported);
    });
  });
}

test("no key or secret reaches a signed-out visitor, and the public pages are accessible in light and dark mode", async ({
  page,
}) => {
  const seen = watchResponses(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await checkBothSchemes(page, `${path} (signed out)`);
  }
  for (const path of dashboardPages()) await page.goto(path);
  expect(secretsIn(await seen.bodies(), handedOut())).toEqual([]);
});

test.describe("signed in as owner, accessibility of what opens on top", () => {
  test.use({ storageState: storageFile("owner") });

  test("dialogs and menus have no serious violations in light or dark mode", async ({ page }) => {
    await page.goto("/apps");
    await page.getByRole("button", { name: "Add app" }).click();
    await expect(page.getByRole("dialog", { name: "Add an app" })).toBeVisible();
    await axeSchemes(page, "add app dialog");
    await page.keyboard.press("Escape");
    await page.goto("/admins");
    await page.getByRole("button", { name: "Invite admin" }).click();
    await expect(page.getByRole("dialog", { name: "Invite an admin" })).toBeVisible();
    await axeSchemes(page, "invite dialog");
    await page.keyboard.press("Escape");
    await openAccountMenu(page);
    await expect(page.getByRole("menu")).toBeVisible();
    await axeSchemes(page, "user menu");
  });

  test("the small-screen navigation has no serious violations in light or dark mode", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/apps");
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog", { name: "Chat admin" })).toBeVisible();
    await axeSchemes(page, "navigation sheet");
  });
});
