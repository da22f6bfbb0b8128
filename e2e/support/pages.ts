import { NAV } from "../../app/(dashboard)/_lib/nav";
import { e2eApp } from "./env";

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

export function dashboardPages(): string[] {
  const app = e2eApp();
  const detail = app.knownCalls[0] ? [`/calls/${app.knownCalls[0]}`] : [];
  // e2e-alice is one of the known calls' users: her page shows every section of a user's page.
  return [...NAV.map((n) => n.href), ...OFF_NAV, "/users/e2e-alice", ...detail];
}

export const PUBLIC_PAGES = ["/sign-in", "/invite/not-a-real-token"];
