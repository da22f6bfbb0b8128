/** What a user's timeline can show, each kind read from its own source. */
export const TIMELINE_KINDS = [
  "message",
  "call",
  "group",
  "block",
  "token",
  "moderation",
  "notification",
  "audit",
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  message: "Messages sent",
  call: "Calls",
  group: "Group membership",
  block: "Blocks",
  token: "Auth tokens",
  moderation: "Moderation outcomes",
  notification: "Notifications delivered",
  audit: "Admin actions",
};

/** Kinds whose source only admins may read (the notification log and the dashboard's audit log). */
export const ADMIN_ONLY_KINDS: readonly TimelineKind[] = ["notification", "audit"];

/** What the timeline cannot show, and why: no operation of the service gives it for one user. */
export const TIMELINE_GAPS = [
  "Reactions: the service lists reactions per message only, never by the user who reacted.",
  "Reports this user made: the review lists are narrowed by the reported message's sender, not by who reported it; pending reports against them are in the moderation queue.",
  "Auth tokens revoked: the service keeps no record of a revoked token; revocations made in this dashboard show as admin actions.",
  "Group leaves, kicks and bans once the user is no longer in the group: the group's action messages are read as this user, who can no longer read that group.",
] as const;
