import type { Locator, Page } from "@playwright/test";

/** Types `text` into a picker's combobox and clicks the suggestion whose name matches `option` (the text by default). */
export async function pick(page: Page, combobox: Locator, text: string, option = text): Promise<void> {
  await combobox.fill(text);
  await page
    .getByRole("listbox")
    .getByRole("option", { name: new RegExp(option) })
    .click();
}
