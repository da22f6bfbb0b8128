import { expect, type Locator, type Page } from "@playwright/test";

export const frameOf = (table: Locator) => table.locator("xpath=ancestor::*[@aria-busy][1]/..");

export async function listState(page: Page, table: Locator, filter?: Locator) {
  // The frame around the table is busy while a page loads; read it once the rows are the URL's.
  await expect(table.locator("xpath=ancestor::*[@aria-busy][1]")).toHaveAttribute("aria-busy", "false");
  // Names beside ids fill in after the rows: read the rows once none is still on its way.
  await expect(table.locator("[data-name-pending]")).toHaveCount(0);
  return {
    url: page.url(),
    range: await frameOf(table).getByTestId("range").textContent(),
    rows: await table.locator("tbody tr").allTextContents(),
    filter: filter ? await filter.inputValue() : undefined,
  };
}
