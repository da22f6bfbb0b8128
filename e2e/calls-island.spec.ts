import { expect, type Page, test } from "@playwright/test";
import { storageFile } from "./support/env";

// The calls page is server markup until the user first reaches for a control; then the live table loads and
// the user's first action is replayed on it. These check that hand-over from a freshly loaded page.
test.use({ storageState: storageFile("viewer") });

const range = (page: Page) => page.getByTestId("range");
const rows = (page: Page) => page.getByRole("table", { name: "Calls, newest first" }).locator("tbody tr");
const uid = (page: Page) =>
  page.getByRole("search", { name: "Filter calls" }).getByLabel("Participant uid", { exact: true });

test("the first key press on the pager pages, and the focus stays on the pager", async ({ page }) => {
  await page.goto("/calls");
  await expect(range(page)).toContainText("1–25 of");
  await page.getByRole("button", { name: "Next page" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(range(page)).toContainText("26–50 of");
  const next = page.getByRole("button", { name: "Next page" });
  await expect(next).toBeFocused();
  // While page 2 loads the pager says so and ignores presses (the shown total may be another filter's).
  await expect(next).not.toHaveAttribute("aria-disabled", "true");
  await page.keyboard.press("Enter");
  await expect(range(page)).toContainText("51–75 of");
});

test("text typed into the first page's filter is kept, with the focus", async ({ page }) => {
  await page.goto("/calls");
  await uid(page).click();
  await uid(page).pressSequentially("e2e-alice", { delay: 20 });
  await expect(page).toHaveURL(/[?&]uid=e2e-alice/);
  await expect(uid(page)).toHaveValue("e2e-alice");
  await expect(uid(page)).toBeFocused();
  await expect(range(page)).toHaveText("1–2 of 2");
});

test("the first page's size select changes the page size", async ({ page }) => {
  await page.goto("/calls?page=3");
  await expect(range(page)).toContainText("51–75 of");
  await page.getByLabel("Rows per page").selectOption("50");
  await expect(page).toHaveURL(/[?&]perPage=50/);
  await expect(page).not.toHaveURL(/page=3/);
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByLabel("Rows per page")).toHaveValue("50");
});
