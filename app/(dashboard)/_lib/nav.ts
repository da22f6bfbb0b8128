import type { Role } from "@/lib/db/types";

export interface NavItem {
  href: string;
  label: string;
  /** Minimum role that sees the item. */
  minRole: Role;
  /** Shown until the area is built. */
  planned?: string;
}

export const NAV: NavItem[] = [
  { href: "/calls", label: "Calls", minRole: "viewer" },
  { href: "/analytics", label: "Analytics", minRole: "viewer", planned: "Call-history analytics" },
  { href: "/conversations", label: "Conversations", minRole: "viewer", planned: "Conversations" },
  { href: "/messages", label: "Messages", minRole: "viewer", planned: "Messages and reactions" },
  { href: "/groups", label: "Groups", minRole: "viewer", planned: "Groups and members" },
  { href: "/users", label: "Users", minRole: "viewer", planned: "Users and auth tokens" },
  { href: "/api-keys", label: "API keys", minRole: "admin", planned: "API keys" },
  { href: "/webhooks", label: "Webhooks", minRole: "admin", planned: "Webhooks" },
  { href: "/email", label: "Email settings", minRole: "admin", planned: "Email notification settings" },
  { href: "/apps", label: "Apps", minRole: "admin", planned: "Apps of the account" },
  { href: "/events", label: "Events", minRole: "viewer", planned: "Delivered events" },
  { href: "/audit-log", label: "Audit log", minRole: "admin", planned: "Audit log" },
];

/** The nav entry of a planned area by its path segment. */
export const plannedArea = (segment: string) => NAV.find((n) => n.href === `/${segment}` && n.planned);
