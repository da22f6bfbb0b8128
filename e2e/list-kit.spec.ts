import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type AccountRole, storageFile } from "./support/env";
import { frameOf, listState } from "./support/list-state";

interface ListCase {
  name: string;
  path: string;
  role: AccountRole;
  table: string;
  filter: { label: string; option: string; param: string; text?: true };
  size?: string;
}

const LISTS: ListCase[] = [
  {
    name: "calls",
    path: "/calls",
    role: "viewer",
    table: "Calls, newest first",
    filter: { label: "Status", option: "ended", param: "status=ended" },
  },
  {
    name: "users",
    path: "/users",
    role: "viewer",
    table: "Users",
    filter: { label: "Status", option: "offline", param: "status=offline" },
  },
  {
    name: "groups",
    path: "/groups",
    role: "viewer",
    table: "Groups",
    filter: { label: "Type", option: "public", param: "type=public" },
  },
  {
    name: "conversations",
    path: "/conversations",
    role: "viewer",
    table: "Conversations, newest first",
    filter: { label: "Type", option: "group", param: "type=group" },
  },
  {
    name: "api keys",
    path: "/api-keys",
    role: "admin",
    table: "API keys",
    size: "50",
    filter: { label: "Scope", option: "fullAccess", param: "scope=fullAccess" },
  },
  {
    name: "audit log",
    path: "/audit-log",
    role: "admin",
    table: "Audit log, newest first",
    size: "50",
    filter: { label: "Outcome", option: "ok", param: "outcome=ok" },
  },
  {
    name: "admins",
    path: "/admins",
    role: "owner",
    table: "Admin accounts",
    filter: { label: "Role", option: "viewer", param: "role=viewer" },
  },
  {
    name: "account apps",
    path: "/apps/account",
    role: "admin",
    table: "Apps of the account",
    filter: { label: "Search", option: "E2E", param: "q=E2E", text: true },
  },
];

const rangeOf = (page: Page) => page.getByTestId("range");
const firstRow = (page: Page, table: string) =>
  page.getByRole("table", { name: table }).locator("tbody tr").first();

const snapshot = (page: Page, c: ListCase) =>
  listState(
    page,
    page.getByRole("table", { name: c.table }),
    page.getByLabel(c.filter.label, { exact: true }),
  );

/** The URL, then (once the list re-renders for it) the rows, are those of `shown`. */
async function expectShown(page: Page, c: ListCase, shown: Awaited<ReturnType<typeof snapshot>>) {
  await expect(page).toHaveURL(shown.url);
  await expect.poll(() => snapshot(page, c)).toEqual(shown);
}

async function open(context: BrowserContext, c: ListCase) {
  const page = await context.newPage();
  await page.goto(c.path);
  await expect(frameOf(page.getByRole("table", { name: c.table })).getByTestId("range")).not.toHaveText("");
  return page;
}

/** Three entries of one list: as opened, with a page size, then filtered; then away and Back through them. */
async function sizeFilterLeaveAndBack(page: Page, c: ListCase) {
  const start = await snapshot(page, c);

  const size = c.size ?? "10";
  await page.getByLabel("Rows per page").selectOption(size);
  await expect(page).toHaveURL(new RegExp(`[?&]perPage=${size}`));
  const sized = await snapshot(page, c);

  const control = page.getByLabel(c.filter.label, { exact: true });
  if (c.filter.text) await control.fill(c.filter.option);
  else await control.selectOption(c.filter.option);
  await expect(page).toHaveURL(new RegExp(`[?&]${c.filter.param}`));
  const filtered = await snapshot(page, c);
  expect(filtered.filter).toBe(c.filter.option);

  await page.goto("/");
  await page.goBack();
  await expectShown(page, c, filtered);

  await page.goBack();
  await expectShown(page, c, sized);

  await page.goBack();
  await expectShown(page, c, start);
  return { sized, filtered };
}

for (const c of LISTS) {
  test.describe(c.name, () => {
    test.use({ storageState: storageFile(c.role) });

    test("Back and Forward restore the filter, the page size and the rows the URL names", async ({
      context,
    }) => {
      const page = await open(context, c);
      const { sized, filtered } = await sizeFilterLeaveAndBack(page, c);

      await page.goForward();
      await expectShown(page, c, sized);
      await page.goForward();
      await expect.poll(() => snapshot(page, c)).toEqual(filtered);
    });
  });
}

test.describe("users, on a slow connection", () => {
  test.use({ storageState: storageFile("viewer") });

  // The page's data and the list's reads take a second each, as on a loaded server: Next's router could then
  // leave the step back to the list's plain URL unfinished, the rows of the entry it left drawn for good.
  test("Back after leaving and coming back draws each entry's rows", async ({ context }) => {
    test.setTimeout(60_000);
    await context.route("**/*", async (route) => {
      const headers = route.request().headers();
      if (headers.rsc || headers["next-action"]) await new Promise((r) => setTimeout(r, 1_000));
      await route.continue();
    });
    const c = LISTS[1] as ListCase;
    await sizeFilterLeaveAndBack(await open(context, c), c);
  });
});

test.describe("calls", () => {
  test.use({ storageState: storageFile("viewer") });

  test("paging then opening a call: Back and '← Calls' both return to the list as it was", async ({
    page,
  }) => {
    const c = LISTS[0] as ListCase;
    await page.goto("/calls?status=ended&perPage=10");
    await expect(rangeOf(page)).toContainText("1–10 of");
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rangeOf(page)).toContainText("11–20 of");
    const there = await snapshot(page, c);

    await firstRow(page, c.table).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/calls\/[^?]+$/);
    await page.goBack();
    await expect.poll(() => snapshot(page, c)).toEqual(there);

    await firstRow(page, c.table).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/calls\/[^?]+$/);
    await page.getByRole("link", { name: "← Calls" }).click();
    await expectShown(page, c, there);
  });
});

test.describe("column choices", () => {
  test.use({ storageState: storageFile("viewer") });

  test("a hidden column and the density follow the admin into a new browser context", async ({ browser }) => {
    const header = (page: Page, name: string) =>
      page.getByRole("table", { name: "Users" }).getByRole("columnheader", { name });
    const first = await browser.newContext({ storageState: storageFile("viewer") });
    const page = await first.newPage();
    await page.goto("/users");
    await expect(header(page, "Role")).toBeVisible();
    await page.getByRole("button", { name: "View", exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "Role" }).click();
    await page.getByRole("menuitemradio", { name: "Compact" }).click();
    await page.keyboard.press("Escape");
    await expect(header(page, "Role")).toHaveCount(0);
    // Give the choice time to reach the store: the next context reads it from there.
    await expect
      .poll(async () => {
        const other = await browser.newContext({ storageState: storageFile("viewer") });
        const p = await other.newPage();
        await p.goto("/users");
        await expect(header(p, "Name")).toBeVisible();
        const hidden = (await header(p, "Role").count()) === 0;
        const compact = await p
          .getByRole("table", { name: "Users" })
          .locator("tbody td")
          .first()
          .evaluate((td) => getComputedStyle(td).paddingTop);
        await other.close();
        return { hidden, compact };
      })
      .toEqual({ hidden: true, compact: "4px" });

    // Put things back for the other specs.
    await page.getByRole("button", { name: "View", exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "Role" }).click();
    await page.getByRole("menuitemradio", { name: "Comfortable" }).click();
    await page.keyboard.press("Escape");
    await expect(header(page, "Role")).toBeVisible();
    await first.close();
  });
});

test.describe("CSV export", () => {
  test.use({ storageState: storageFile("viewer") });

  test("exports every page of the filtered list with the columns shown", async ({ page }) => {
    await page.goto("/calls?status=ended&perPage=10");
    const range = await rangeOf(page).textContent();
    const total = Number(/of ([\d,]+)/.exec(range ?? "")?.[1]?.replaceAll(",", ""));
    expect(total).toBeGreaterThan(10);

    await page.getByRole("button", { name: "View", exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "Mode" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Mode" })).toHaveCount(0);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(file, "utf8").split("\r\n").filter(Boolean);
    const header = lines[0] ?? "";
    expect(header).not.toContain("Mode");
    expect(header).toContain("Status");
    expect(lines.slice(1)).toHaveLength(total);
    const status = header.split(",").indexOf("Status");
    for (const line of lines.slice(1)) expect(line.split(",")[status]).toBe("ended");

    // Put the column back for the other specs.
    await page.getByRole("button", { name: "View", exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "Mode" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Mode" })).toBeVisible();
  });
});
