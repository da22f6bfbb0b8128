import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { chat, createUsers, runSuffix } from "./support/chat";
import { storageFile } from "./support/env";

// Users and a group of this spec only: the suffix keeps the filter to them.
const s = runSuffix();
const uids = Array.from({ length: 30 }, (_, i) => `bulk${s}-${String(i).padStart(2, "0")}`);
const guid = `bulkg-${s}`;

type UsersBody = { data: { uid: string; deactivatedAt?: number }[] };
const deactivated = async () =>
  (await chat<UsersBody>("GET", `/users?searchKey=bulk${s}&onlyDeactivated=true&perPage=100`)).data
    .map((u) => u.uid)
    .sort();
const members = async () =>
  (await chat<UsersBody>("GET", `/groups/${guid}/members?perPage=100`)).data.map((u) => u.uid).sort();

test.beforeAll(async () => {
  await createUsers(...uids);
  await chat("POST", "/groups", { guid, name: `Bulk ${s}`, type: "public" });
});

async function openJobFromDryRun(page: Page, rows: number) {
  // The count is on the button before the dry run counts again.
  await page.getByRole("button", { name: `Review ${rows} users…` }).click();
  const dryRun = page.getByRole("dialog").getByLabel("Dry run");
  await expect(dryRun.getByTestId("plan-rows")).toHaveText(`${rows} users`);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: new RegExp(`${rows} users$`) })
    .click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("count-pending")).toHaveText("0", { timeout: 20_000 });
}

test.describe("as a moderator", () => {
  test.use({ storageState: storageFile("moderator") });

  test("deactivates every user matching a filter across pages, with a dry run and a record per row", async ({
    page,
  }) => {
    await page.goto(`/users?search=bulk${s}&perPage=10`);
    await expect(page.getByRole("row")).toHaveCount(11);
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await expect(bar.getByRole("status")).toHaveText("10 users selected");
    await bar.getByRole("button", { name: "Select all 30 matching" }).click();
    await expect(bar.getByRole("status")).toHaveText("30 users matching this filter");
    // Deleting is an admin's: a moderator is not offered it.
    await expect(bar.getByRole("button", { name: "Delete permanently…" })).toHaveCount(0);
    await bar.getByRole("button", { name: "Deactivate…" }).click();
    await page.getByRole("button", { name: "Review 30 users…" }).click();
    const dryRun = page.getByRole("dialog").getByLabel("Dry run");
    await expect(dryRun.getByTestId("plan-rows")).toHaveText("30 users");
    await expect(dryRun).toContainText("1 (up to 100 rows each)");
    await expect(dryRun).toContainText("Reactivate them to undo it.");
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate 30 users" }).click();

    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deactivate 30 users");
    await expect(page.getByTestId("count-done")).toHaveText("30", { timeout: 20_000 });
    await expect(page.getByTestId("count-pending")).toHaveText("0");
    expect((await deactivated()).length).toBe(uids.length);
    // The record: every row, its outcome, downloadable.
    const rows = page.getByRole("table", { name: "Rows of the job" });
    await expect(rows.getByRole("row")).toHaveCount(31);
    await expect(rows.getByRole("row").nth(1)).toContainText(uids[0] as string);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = await (await download).createReadStream();
    let text = "";
    for await (const chunk of csv) text += chunk;
    expect(text.trim().split("\n")).toHaveLength(31);
    expect(text).toContain(`${uids[29]},done`);
    await expectAccessible(page, "bulk job page");

    // The jobs list leads back to it.
    const jobUrl = page.url();
    await page.goto("/jobs");
    await page
      .getByRole("row", { name: /Deactivate users/ })
      .first()
      .click();
    await expect(page).toHaveURL(jobUrl);
  });

  test("reactivates picked users, then adds them to a group picked by name", async ({ page }) => {
    const picked = uids.slice(0, 3);
    await chat("DELETE", "/users", { uidsToDeactivate: picked });
    await page.goto(`/users?search=bulk${s}&perPage=100&deactivated=true`);
    for (const uid of picked) await page.getByRole("checkbox", { name: `Select ${uid}` }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByRole("button", { name: "Reactivate…" }).click();
    await openJobFromDryRun(page, 3);
    await expect(page.getByTestId("count-done")).toHaveText("3");
    expect((await deactivated()).filter((u) => picked.includes(u))).toEqual([]);

    await page.goto(`/users?search=bulk${s}&perPage=100`);
    for (const uid of picked) await page.getByRole("checkbox", { name: `Select ${uid}` }).check();
    await page
      .getByRole("region", { name: "Bulk actions" })
      .getByRole("button", { name: "Add to group…" })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Review 3 users…" }).click();
    await expect(dialog.getByText("Pick a group.")).toBeVisible();
    await dialog.getByLabel("Group").fill(`bulkg-${s}`);
    await page.getByRole("option", { name: new RegExp(guid) }).click();
    await openJobFromDryRun(page, 3);
    expect(await members()).toEqual(picked);
  });

  test("shift-click picks a range, and the bar stays in view under the header while the list scrolls, wide and on a phone", async ({
    page,
  }) => {
    const many = Array.from({ length: 40 }, (_, i) => `sel${s}-${String(i).padStart(2, "0")}`);
    await createUsers(...many);
    const box = async (l: Locator) => (await l.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(`/users?search=sel${s}&perPage=100`);
      await page.getByRole("checkbox", { name: `Select ${many[2]}` }).check();
      await page.getByRole("checkbox", { name: `Select ${many[9]}` }).click({ modifiers: ["Shift"] });
      const bar = page.getByRole("region", { name: "Bulk actions" });
      await expect(bar.getByRole("status")).toHaveText("8 users selected");

      // Down at the pager: the bar is still on screen, below the header and above the pager, covering neither.
      const pager = page.getByRole("navigation", { name: "Pagination" });
      await pager.scrollIntoViewIfNeeded();
      await expect(pager).toBeInViewport();
      await expect(bar).toBeInViewport();
      const [b, h, p] = [await box(bar), await box(page.getByRole("banner")), await box(pager)];
      expect(b.y).toBeGreaterThanOrEqual(h.y + h.height - 2);
      expect(b.y + b.height).toBeLessThanOrEqual(p.y);
      await expect(bar.getByRole("button", { name: "Deactivate…" })).toBeVisible();

      // Shift-click on the same row again drops the range.
      await page.getByRole("checkbox", { name: `Select ${many[9]}` }).click({ modifiers: ["Shift"] });
      await expect(bar).toHaveCount(0);
    }
  });

  test("everyone last active before a day: the filter, 'Select all N matching' and the dry run count the same users", async ({
    page,
  }) => {
    // A day by which at least 11 users had last been active (the least recently active first): more than a page.
    type Listed = { data: { uid: string; lastActiveAt?: number }[]; meta: { pagination: { total: number } } };
    const byActivity = (await chat<Listed>("GET", "/users?sortBy=lastActiveAt&perPage=1000")).data.filter(
      (u) => u.lastActiveAt,
    );
    const eleventh = byActivity[10]?.lastActiveAt ?? 0;
    expect(eleventh).toBeGreaterThan(0);
    const day = Math.floor(eleventh / 86_400) * 86_400 + 86_400;
    const total = (await chat<Listed>("GET", `/users?lastActiveBefore=${day}&perPage=1`)).meta.pagination
      .total;
    expect(total).toBeGreaterThan(10);
    const n = new Intl.NumberFormat("en-US").format(total);
    await page.goto(`/users?perPage=10&lastActiveBefore=${day}`);
    await expect(page.getByRole("button", { name: /^Last active before: \d{2} \w{3} \d{4}$/ })).toBeVisible();
    await expect(page.getByTestId("range")).toHaveText(`1–10 of ${n}`);
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByRole("button", { name: `Select all ${n} matching` }).click();
    await expect(bar.getByRole("status")).toHaveText(`${n} users matching this filter`);
    await bar.getByRole("button", { name: "Deactivate…" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /^Review/ }).click();
    await expect(dialog.getByLabel("Dry run").getByTestId("plan-rows")).toHaveText(`${n} users`);
    await expect(dialog.getByRole("button", { name: `Deactivate ${n} users` })).toBeEnabled();
    // Not started: the seeded users stay active for the other specs.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(
      (await chat<Listed>("GET", `/users?lastActiveBefore=${day}&perPage=1`)).meta.pagination.total,
    ).toBe(total);
  });
});

test.describe("as a viewer", () => {
  test.use({ storageState: storageFile("viewer") });

  test("sees no checkboxes and no bulk actions, and can read a job", async ({ page }) => {
    await page.goto(`/users?search=bulk${s}`);
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { name: "Bulk jobs", level: 1 })).toBeVisible();
  });
});
