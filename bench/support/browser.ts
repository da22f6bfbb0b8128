import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import type { Stack } from "./stack";

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/** Chromium as the e2e tests run it (their binary and flags). */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A context of `browser` signed in to the stack's dashboard. */
export async function signedInContext(browser: Browser, stack: Pick<Stack, "cookie" | "dashboardUrl">) {
  const context = await browser.newContext();
  await context.addCookies(cookiesFor(stack.cookie, stack.dashboardUrl));
  return context;
}

export function cookiesFor(header: string, url: string) {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url };
    });
}
