import { expect, type Locator, type Page } from "@playwright/test";

/** The frame of a kit table (table, loading overlay and pager), to scope a pager when a page has several. */
export const frameOf = (table: Locator) => table.locator("xpath=ancestor::*[@aria-busy][1]/..");

/**
 * What a kit list shows once its page has loaded: the URL, the pager's range line, every row's text and
 * the value of a filter control, if given.
 */
export async function listState(page: Page, table: Locator, filter?: Locator) {
  // The frame around the table is busy while a page loads; read it once the rows are the URL's.
  await expect(table.locator("xpath=ancestor::*[@aria-busy][1]")).toHaveAttribute("aria-busy", "false");
  return {
    url: page.url(),
    range: await frameOf(table).getByTestId("range").textContent(),
    rows: await table.locator("tbody tr").allTextContents(),
    filter: filter ? await filter.inputValue() : undefined,
  };
}
