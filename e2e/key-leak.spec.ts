import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { storageFile } from "./support/env";
import { secretsIn, watchResponses } from "./support/leaks";
import { dashboardPages, PUBLIC_PAGES } from "./support/pages";

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
  expect(secretsIn(chunks.map((c) => `${c.file}\n${c.text}`))).toEqual([]);
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
      expect(secretsIn(bodies)).toEqual([]);
      console.log(`[leak crawl] ${role}: ${bodies.length} responses searched, 0 secrets found`);
    });
  });
}

test("no key or secret reaches a signed-out visitor", async ({ page }) => {
  const seen = watchResponses(page);
  for (const path of [...PUBLIC_PAGES, ...dashboardPages()]) await page.goto(path);
  expect(secretsIn(await seen.bodies())).toEqual([]);
});
