import type { PaletteEntry } from "@/components/command-palette/entries";
import { atLeast } from "@/lib/auth/roles";
import type { Role } from "@/lib/db/types";
import { NAV } from "./nav";

const ACTIONS: (Omit<PaletteEntry, "group"> & { minRole: Role })[] = [
  { label: "New user", href: "/users?create=1", keywords: "create add user", minRole: "admin" },
  { label: "New group", href: "/groups?create=1", keywords: "create add group", minRole: "admin" },
  { label: "Create webhook", href: "/webhooks/new", keywords: "new add webhook", minRole: "admin" },
  {
    label: "Ban or deactivate a user…",
    href: "/users/{id}?deactivate=1",
    pick: "user",
    keywords: "block suspend disable abusive spammer troll user",
    minRole: "moderator",
  },
  {
    label: "Open the moderation queue",
    href: "/moderation",
    keywords: "review reported flagged blocked messages abuse spam",
    minRole: "moderator",
  },
  {
    label: "Send a test event",
    href: "/events#send-test-event",
    keywords: "webhook try ping sample delivery",
    minRole: "admin",
  },
  {
    label: "Add a push provider",
    href: "/notifications?new-fcm=1#fcm-heading",
    keywords: "new fcm firebase apns apple push notifications",
    minRole: "admin",
  },
  {
    label: "Turn on an extension",
    href: "/extensions",
    hint: "Find it in the list, then “Turn on”",
    keywords: "enable activate extensions plugin",
    minRole: "admin",
  },
  {
    label: "Search all messages",
    href: "/messages/search",
    keywords: "find text abuse spam moderation",
    minRole: "viewer",
  },
  { label: "Invite an admin", href: "/admins", keywords: "add team invitation", minRole: "owner" },
  { label: "Sessions and devices", href: "/account", keywords: "sign out account", minRole: "viewer" },
  {
    label: "Password and two-factor sign-in",
    href: "/account/security",
    keywords: "2fa totp security account",
    minRole: "viewer",
  },
];

export function paletteEntries(role: Role): PaletteEntry[] {
  return [
    ...ACTIONS.filter((a) => atLeast(role, a.minRole)).map(({ minRole: _, ...a }) => ({
      group: "Actions" as const,
      ...a,
    })),
    ...NAV.filter((n) => atLeast(role, n.minRole)).map((n) => ({
      group: "Pages" as const,
      label: n.label,
      href: n.href,
    })),
  ];
}
