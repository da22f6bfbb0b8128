// Playwright cannot download a browser here: Debian's Chromium serves the e2e runs and the benches, with these flags.
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * The e2e runs use Debian's build of Chromium's headless shell (package chromium-headless-shell, the same engine
 * and version as the chromium package, without the browser's own UI processes): measured on two admin specs, 40 s
 * of CPU against 74 s with the full browser, and 123 s against 170 s of wall time. E2E_CHROMIUM names another.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
