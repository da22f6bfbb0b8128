import {
  AppWindow,
  BarChart3,
  Bell,
  BellRing,
  Download,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  MessageSquare,
  MessagesSquare,
  Phone,
  Puzzle,
  ScrollText,
  ShieldAlert,
  ShieldCheck,
  ShieldHalf,
  SlidersHorizontal,
  Upload,
  UserCog,
  Users,
  UsersRound,
  Webhook,
} from "lucide-react";
import type { Role } from "@/lib/db/types";

export interface NavItem {
  href: string;
  label: string;
  icon: typeof Phone;
  /** Only hides the item: pages check the same role on the server. */
  minRole: Role;
}

export const NAV: NavItem[] = [
  { href: "/", label: "Overview", icon: LayoutDashboard, minRole: "viewer" },
  { href: "/calls", label: "Calls", icon: Phone, minRole: "viewer" },
  {
    href: "/analytics",
    label: "Analytics",
    icon: BarChart3,
    minRole: "viewer",
  },
  {
    href: "/conversations",
    label: "Conversations",
    icon: MessagesSquare,
    minRole: "viewer",
  },
  {
    href: "/messages",
    label: "Messages",
    icon: MessageSquare,
    minRole: "viewer",
  },
  { href: "/groups", label: "Groups", icon: UsersRound, minRole: "viewer" },
  { href: "/users", label: "Users", icon: Users, minRole: "viewer" },
  { href: "/jobs", label: "Bulk jobs", icon: ListChecks, minRole: "viewer" },
  { href: "/import", label: "Import", icon: Upload, minRole: "admin" },
  { href: "/exports", label: "Exports", icon: Download, minRole: "viewer" },
  { href: "/roles", label: "Roles", icon: ShieldHalf, minRole: "admin" },
  { href: "/api-keys", label: "API keys", icon: KeyRound, minRole: "admin" },
  { href: "/webhooks", label: "Webhooks", icon: Webhook, minRole: "admin" },
  { href: "/notifications", label: "Notifications", icon: BellRing, minRole: "admin" },
  { href: "/apps", label: "Apps", icon: AppWindow, minRole: "admin" },
  { href: "/extensions", label: "Extensions", icon: Puzzle, minRole: "admin" },
  { href: "/moderation", label: "Moderation", icon: ShieldAlert, minRole: "moderator" },
  { href: "/team", label: "Team", icon: UserCog, minRole: "admin" },
  { href: "/app-settings", label: "App settings", icon: SlidersHorizontal, minRole: "admin" },
  { href: "/events", label: "Events", icon: Bell, minRole: "viewer" },
  { href: "/audit-log", label: "Audit log", icon: ScrollText, minRole: "admin" },
  { href: "/admins", label: "Admins", icon: ShieldCheck, minRole: "owner" },
];
