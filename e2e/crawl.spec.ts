import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import Database from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import { e2e, storageFile } from "./support/env";
import { adminCommand } from "./support/instances";
import { secretsIn, watchResponses } from "./support/leaks";
import { dashboardPages, PUBLIC_PAGES } from "./support/pages";

/** An admin of this spec's own, who turns on two-factor sign-in; no other spec signs in as them. */
// A fresh email per worker: a worker started again after a failure runs the set-up again.
const TWO_FACTOR = {
  email: `two-factor-${Date.now()}@leak.e2e.test`,
  password: "leak-two-factor-password-1",
};

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

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  adminCommand({ ...process.env, DASHBOARD_DATA_DIR: path.join(e2e.stateDir, "dashboard") }, [
    "create-admin",
    TWO_FACTOR.email,
    TWO_FACTOR.password,
    "admin",
  ]);
  issued.push(TWO_FACTOR.password);

  // Two-factor sign-in turned on: its secret and recovery codes are shown once, on this page only.
  const admin = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await admin.goto("/sign-in");
  await admin.getByLabel("Email").fill(TWO_FACTOR.email);
  await admin.getByLabel("Password").fill(TWO_FACTOR.password);
  await admin.getByRole("button", { name: "Sign in" }).click();
  await expect(admin.getByRole("heading", { name: "Calls", level: 1 })).toBeVisible();
  await admin.goto("/account/security");
  await admin.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await admin.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  await admin.getByLabel("Code from the app").fill(code);
  await admin.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = admin.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  issued.push(secret, ...(await codes.allTextContents()));

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

async function openEverything(page: Page) {
  for (const name of ["Add app", "Invite admin"]) {
    const button = page.getByRole("button", { name });
    if (await button.count()) {
      await button.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("Escape");
    }
  }
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
  for (const list of ["/users", "/groups", "/messages", "/webhooks", "/events"]) {
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

for (const role of ["owner", "admin", "moderator", "viewer"] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ storageState: storageFile(role) });

    test("no key or secret reaches the browser on any page", async ({ page }) => {
      test.setTimeout(180_000);
      const seen = watchResponses(page);
      await test.step("full page loads, with dialogs and menus open", async () => {
        for (const path of [...dashboardPages(), ...(await detailPages(page))]) {
          await page.goto(path);
          await openEverything(page);
        }
      });
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
      const bodies = await seen.bodies();
      expect(bodies.length).toBeGreaterThan(dashboardPages().length);
      const searched = handedOut();
      expect(searched.length).toBeGreaterThan(issued.length);
      expect(secretsIn(bodies, searched)).toEqual([]);
      console.log(
        `[leak crawl] ${role}: ${bodies.length} responses searched for the keys, secrets and passwords and ${searched.length} handed-out credentials and session ids, 0 found`,
      );
    });
  });
}

test("no key or secret reaches a signed-out visitor", async ({ page }) => {
  const seen = watchResponses(page);
  for (const path of [...PUBLIC_PAGES, ...dashboardPages()]) await page.goto(path);
  expect(secretsIn(await seen.bodies(), handedOut())).toEqual([]);
});
