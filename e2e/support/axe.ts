import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe measures colours as painted, so wait out fades (only finite ones: spinners never end). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== "running" || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * The rules whose outcome depends on the colours painted: all a change of colour scheme can change, since the
 * scheme switches colours, not markup.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The serious and critical violations axe finds on the page as it is now (only the colour rules if asked). */
export async function seriousViolations(page: Page, only?: string[]): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (only ? builder.withRules(only) : builder).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

export async function expectAccessible(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

/**
 * axe on what is on screen in light mode (every rule), then again in dark mode (the colour rules: the rest
 * read markup the scheme does not change): the theme follows the system's scheme as it changes, so the page is
 * not loaded twice. Soft, so one crawl reports every page's violations.
 */
export async function axeSchemes(page: Page, what: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
    const violations = await seriousViolations(page, scheme === "dark" ? COLOUR_RULES : undefined);
    expect.soft(violations, `${what} (${scheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** A loaded page, once its heading shows, in both schemes. */
export async function checkBothSchemes(page: Page, what: string) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await axeSchemes(page, what);
}
