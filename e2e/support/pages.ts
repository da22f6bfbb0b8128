import { NAV } from "../../app/(dashboard)/_lib/nav";

/** Pages reached from other pages rather than the navigation. */
const OFF_NAV = [
  "/messages/search",
  "/moderation/rules",
  "/apps/account",
  "/events/receivers",
  "/webhooks/new",
  "/account",
  "/account/security",
  "/notifications/settings",
  "/notifications/logs",
  "/notifications/email",
  "/extensions/gifs-giphy",
  "/extensions/widget",
];

/**
 * Known without a running server, so `playwright test --list` works; detail pages (a call, a group, …) are
 * found on their lists at run time.
 */
export function dashboardPages(): string[] {
  // e2e-alice is one of the known calls' users: her page shows every section of a user's page.
  return [...NAV.map((n) => n.href), ...OFF_NAV, "/users/e2e-alice"];
}

export const PUBLIC_PAGES = ["/sign-in", "/invite/not-a-real-token"];
