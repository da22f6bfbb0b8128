import { expect, type Locator, type Page, test } from "@playwright/test";
import { storageFile } from "./support/env";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

const documentSize = (page: Page) =>
  page.evaluate(() => {
    const d = document.documentElement;
    return { scrollWidth: d.scrollWidth, clientWidth: d.clientWidth, scrollHeight: d.scrollHeight };
  });

const opacity = (hint: Locator) => hint.evaluate((el) => Number(getComputedStyle(el).opacity));

/** The API keys table at `viewport`, once its rows are in: its scrolling box and its two edge hints. */
async function apiKeysTable(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto("/api-keys");
  const table = page.getByRole("table", { name: "API keys" });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  const scroller = page.locator('[data-slot="table-container"]').filter({ has: table });
  const frame = page.locator('[data-slot="table"]').filter({ has: table });
  const hint = (side: "start" | "end") => frame.locator(`[data-slot="table-hint"][data-side="${side}"]`);
  return { table, scroller, start: hint("start"), end: hint("end") };
}

test.describe("admin", () => {
  test.use({ storageState: storageFile("admin") });

  test("the trigger picker stays inside its column on the webhook page at 1440 px", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/webhooks/e2ehook");
    const settings = page.getByRole("region", { name: "Settings and triggers" });
    const deliveries = page.getByRole("region", { name: "Delivery attempts" });
    const testEvent = page.getByRole("region", { name: "Send a test event" });
    const column = await box(settings);
    const above = await box(deliveries);
    const next = await box(testEvent);
    // The delivery log spans the page above; the settings sit beside the test event at this width (otherwise
    // the test would prove nothing).
    expect(above.y + above.height).toBeLessThanOrEqual(column.y);
    expect(next.x).toBeGreaterThan(column.x + column.width);
    const picker = settings.getByRole("group", { name: /^Triggers/ });
    const families = picker.getByRole("group");
    await expect(families).toHaveCount(7);
    await expect(
      picker.getByRole("checkbox", { name: "user_connection_status_changed", exact: true }),
    ).toBeVisible();
    const parts = await picker.evaluate((root) =>
      [root, ...root.querySelectorAll("fieldset, label, input")].map((el) => {
        const r = el.getBoundingClientRect();
        const name = `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.slice(0, 40)}`;
        return {
          name,
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
          spill: el.scrollWidth - el.clientWidth,
        };
      }),
    );
    expect(parts.length).toBeGreaterThan(60);
    for (const part of parts) {
      expect(part.x + part.width, `${part.name} ends inside its column`).toBeLessThanOrEqual(
        column.x + column.width + 0.5,
      );
      expect(overlaps(part, next), `${part.name} stays off the test event`).toBe(false);
      expect(overlaps(part, above), `${part.name} stays off the deliveries`).toBe(false);
      expect(part.spill, `${part.name} holds its content`).toBeLessThanOrEqual(0);
    }
  });

  test("nothing in the header overlaps at 390 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/api-keys");
    const header = page.locator("header").first();
    const parts = [
      header.getByRole("button", { name: "Open navigation" }),
      header.getByRole("combobox", { name: "Active app" }),
      header.getByTitle("Region of the active app"),
      header.getByRole("button", { name: "Toggle dark mode" }),
      header.getByRole("button", { name: /^Account:/ }),
    ];
    const boxes: Box[] = [];
    for (const part of parts) {
      await expect(part).toBeVisible();
      const b = await box(part);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
      boxes.push(b);
    }
    for (const [i, a] of boxes.entries()) {
      for (const [j, b] of boxes.entries()) {
        if (j > i) expect(overlaps(a, b), `${parts[i]} and ${parts[j]} overlap`).toBe(false);
      }
    }
    const region = parts[2] as Locator;
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  test("a wide table scrolls in its own box at 390 px, with an edge hint while more is hidden", async ({
    page,
  }) => {
    const { table, scroller, start, end } = await apiKeysTable(page, PHONE);
    const size = () =>
      scroller.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        scrollLeft: el.scrollLeft,
      }));

    const doc = await documentSize(page);
    expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const s = await size();
    expect(s.scrollWidth).toBeGreaterThan(s.clientWidth);
    const scrollerBox = await box(scroller);
    expect(scrollerBox.x + scrollerBox.width).toBeLessThanOrEqual(PHONE.width);

    for (const hint of [start, end]) {
      await expect(hint).toHaveAttribute("aria-hidden", "true");
      expect(await hint.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    }

    const edit = table.getByRole("button", { name: /^Edit/ }).first();
    await expect(edit).not.toBeInViewport();
    await expect.poll(() => opacity(end)).toBe(1);
    await expect.poll(() => opacity(start)).toBe(0);
    const endBox = await box(end);
    expect(Math.abs(endBox.x + endBox.width - (scrollerBox.x + scrollerBox.width))).toBeLessThanOrEqual(1);

    await scroller.evaluate((el) => el.scrollBy({ left: 80 }));
    await expect.poll(() => opacity(start)).toBe(1);
    await expect.poll(() => opacity(end)).toBe(1);

    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => opacity(end)).toBe(0);
    await expect.poll(() => opacity(start)).toBe(1);
    await expect(edit).toBeInViewport();
    await expect(table.getByRole("button", { name: /^Delete/ }).first()).toBeInViewport();
    expect((await size()).scrollLeft).toBeGreaterThan(0);
  });

  test("a table that fits shows no hint", async ({ page }) => {
    const { scroller, start, end } = await apiKeysTable(page, DESKTOP);
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const hint of [start, end]) await expect.poll(() => opacity(hint)).toBe(0);
  });

  test("the sidebar runs the full height of a long page at 1440 px", async ({ page }) => {
    test.slow(); // A hundred rows.
    await page.setViewportSize(DESKTOP);
    await page.goto("/calls?perPage=100");
    await expect(page.getByRole("table", { name: /calls/i }).getByRole("row")).toHaveCount(101);
    const doc = await documentSize(page);
    expect(doc.scrollHeight).toBeGreaterThan(2 * DESKTOP.height);
    const aside = page.locator("aside").first();
    const top = await box(aside);
    expect(top.y).toBeLessThanOrEqual(0);
    expect(top.height).toBeGreaterThanOrEqual(doc.scrollHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(DESKTOP.height);
    const bottom = await box(aside);
    expect(bottom.y + bottom.height).toBeGreaterThanOrEqual(DESKTOP.height - 1);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Calls" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Audit log" })).toBeInViewport();
  });

  test("the navigation prefetches a page only once the admin points at or focuses its link", async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.searchParams.has("_rsc")) prefetched.push(url.pathname);
    });
    await page.setViewportSize(DESKTOP);
    await page.goto("/calls");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Calls, newest first" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(prefetched, "pages fetched on load").toEqual([]);
    await nav.getByRole("link", { name: "Users" }).hover();
    await expect.poll(() => prefetched.includes("/users")).toBe(true);
    await nav.getByRole("link", { name: "Groups" }).focus();
    await expect.poll(() => prefetched.includes("/groups")).toBe(true);
    expect(
      prefetched.filter((p) => p !== "/users" && p !== "/groups"),
      "other pages",
    ).toEqual([]);
  });

  test("a page the dashboard cannot find fits a 390 px screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ["/no-such-area", "/webhooks/nosuchhook"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeInViewport();
      const doc = await documentSize(page);
      expect(doc.scrollHeight, path).toBeLessThanOrEqual(PHONE.height);
      expect(doc.scrollWidth, path).toBeLessThanOrEqual(doc.clientWidth);
      await expect(page.getByRole("main")).toHaveCount(1);
    }
  });
});

test.describe("viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test('the "Not allowed" page fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const res = await page.goto("/apps");
    expect(res?.status()).toBe(403);
    const alert = page.getByRole("alert").filter({ hasText: "Your role does not allow this page." });
    await expect(alert).toBeInViewport({ ratio: 1 });
    const doc = await documentSize(page);
    expect(doc.scrollHeight).toBeLessThanOrEqual(PHONE.height);
    expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(page.getByRole("main")).toHaveCount(1);
  });
});
