import type { AuditQuery } from "./audit-filter";
import type { ListAccountAppsParams } from "./inputs/account-apps-query";
import type { ListAdminsParams } from "./inputs/admins-query";
import type { ListApiKeysParams } from "./inputs/api-keys-query";
import type { ListCallsParams } from "./inputs/calls-query";
import type { ListConversationsParams } from "./inputs/chat-conversations-query";
import type { ListBannedParams, ListGroupsParams, ListMembersParams } from "./inputs/chat-groups-query";
import type {
  ListMessagesParams,
  ListReactionsParams,
  ListThreadParams,
  SearchMessagesParams,
} from "./inputs/chat-messages-query";
import type { PermissionOwner } from "./inputs/permissions-query";
import type { ListRolesParams } from "./inputs/roles-query";
import type { ListUsersParams, UserSectionParams } from "./inputs/users-query";
import type { ListEventsParams } from "./receiver/list-events-query";
import type { NotificationLogsQuery } from "./schemas/notification-logs";
import type { ListDeliveriesParams } from "./server/api/mgmt-webhooks";

/**
 * A listed resource's keys: all of them under `all`, its lists under `lists()`, one page of a list (its unset
 * filters dropped) under `list(params)`.
 */
function listKeys<P extends object>(name: string) {
  const all = [name] as const;
  const lists = () => [...all, "list"] as const;
  return { all, lists, list: (params: P) => [...lists(), normalise(params)] as const };
}

/** The server's first page and the browser's query must share a key. */
export const callKeys = {
  ...listKeys<ListCallsParams>("calls"),
  details: () => [...callKeys.all, "detail"] as const,
  detail: (sessionId: string) => [...callKeys.details(), sessionId] as const,
};

export const userKeys = {
  ...listKeys<ListUsersParams>("users"),
  detail: (uid: string) => [...userKeys.all, "detail", uid] as const,
  blocked: (params: UserSectionParams) =>
    [...userKeys.detail(params.uid), "blocked", normalise(params)] as const,
  friends: (params: UserSectionParams) =>
    [...userKeys.detail(params.uid), "friends", normalise(params)] as const,
  groups: (params: UserSectionParams) =>
    [...userKeys.detail(params.uid), "groups", normalise(params)] as const,
  tokens: (params: UserSectionParams) =>
    [...userKeys.detail(params.uid), "tokens", normalise(params)] as const,
};

export const roleKeys = {
  ...listKeys<ListRolesParams>("roles"),
  restrictions: (role: string) => [...roleKeys.all, "restrictions", role] as const,
};

export const permissionKeys = {
  all: ["permissions"] as const,
  of: (owner: PermissionOwner) => [...permissionKeys.all, owner] as const,
};

export const apiKeyKeys = listKeys<ListApiKeysParams>("api-keys");

export const groupKeys = {
  ...listKeys<ListGroupsParams>("groups"),
  detail: (guid: string) => [...groupKeys.all, "detail", guid] as const,
  members: (params: ListMembersParams) =>
    [...groupKeys.detail(params.guid), "members", normalise(params)] as const,
  banned: (params: ListBannedParams) =>
    [...groupKeys.detail(params.guid), "banned", normalise(params)] as const,
};

export const conversationKeys = {
  ...listKeys<ListConversationsParams>("conversations"),
  /** The messages explorer's rail: pages gathered as they are asked for, apart from the table's single pages. */
  rail: (params: ListConversationsParams) =>
    [...conversationKeys.lists(), "rail", normalise(params)] as const,
  /** The rail's conversations quiet since `before` (Unix seconds): its first page is where that cut falls. */
  railQuiet: (params: ListConversationsParams, before: number) =>
    [...conversationKeys.rail(params), "quiet", before] as const,
  /** The tags one user gave their conversations, read once for the rail's member tag filter to suggest from. */
  memberTags: (uid: string) => [...conversationKeys.all, "member-tags", uid] as const,
};

/** The tags the app's users and groups carry, read once for every tag filter to suggest from. */
export const tagKeys = {
  all: ["tags"] as const,
  suggestions: () => [...tagKeys.all, "suggestions"] as const,
};

export const messageKeys = {
  ...listKeys<ListMessagesParams>("messages"),
  thread: (params: ListThreadParams) =>
    [...messageKeys.detail(params.messageId), "thread", normalise(params)] as const,
  search: (params: SearchMessagesParams) => [...messageKeys.lists(), "search", normalise(params)] as const,
  detail: (id: string) => [...messageKeys.all, "detail", id] as const,
  reactions: (params: ListReactionsParams) =>
    [...messageKeys.detail(params.messageId), "reactions", normalise(params)] as const,
};

export const accountAppKeys = listKeys<ListAccountAppsParams>("account-apps");

export const adminKeys = listKeys<ListAdminsParams>("admins");

export const auditKeys = listKeys<AuditQuery>("audit");

export const webhookKeys = {
  all: ["webhooks"] as const,
  detail: (webhookId: string) => [...webhookKeys.all, "detail", webhookId] as const,
  deliveries: (webhookId: string, params: ListDeliveriesParams) =>
    [...webhookKeys.detail(webhookId), "deliveries", normalise(params)] as const,
  /** How many of its deliveries failed (what "Redeliver failed" would send again). */
  failedCount: (webhookId: string) => [...webhookKeys.detail(webhookId), "failed-count"] as const,
};

export const eventKeys = listKeys<ListEventsParams>("events");

export const notificationLogKeys = listKeys<NotificationLogsQuery>("notification-logs");

export const teamKeys = { all: ["team"] as const };

/** The moderation page: its queues, a message's conversation, a sender's record and the figures above. */
export const moderationKeys = {
  all: ["moderation"] as const,
  queues: () => [...moderationKeys.all, "queue"] as const,
  queue: (kind: "flagged" | "blocked", filters: object, limit: number) =>
    [...moderationKeys.queues(), kind, filters, limit] as const,
  context: (messageId: string | undefined) => [...moderationKeys.all, "context", messageId] as const,
  /** Every record of one sender (uids compare without case). */
  sender: (uid: string) => [...moderationKeys.all, "sender", uid.toLowerCase()] as const,
  senderHistory: (uid: string, guid: string | undefined) =>
    [...moderationKeys.sender(uid), guid ?? null] as const,
  figures: () => [...moderationKeys.all, "figures"] as const,
  /** The app's rules; also the prefix of every rule's revisions, so a saved rule reads them again. */
  rules: () => [...moderationKeys.all, "rules"] as const,
  ruleRevisions: (ruleId: string, revisionId: string) =>
    [...moderationKeys.rules(), "revisions", ruleId, revisionId] as const,
  keywords: () => [...moderationKeys.all, "keywords"] as const,
  reasons: () => [...moderationKeys.all, "reasons"] as const,
};

export const bulkKeys = {
  ...listKeys<{ page: number; perPage: number }>("bulk-jobs"),
  job: (id: string) => [...bulkKeys.all, "job", id] as const,
  rows: (params: { id: string; page: number; perPage: number; status?: string }) =>
    [...bulkKeys.job(params.id), "rows", normalise(params)] as const,
};

/** Names of the users and groups on a page: the ids in a stable order, so a page drawn again asks nothing new. */
export const nameKeys = {
  all: ["names"] as const,
  of: (uids: readonly string[], guids: readonly string[]) =>
    [...nameKeys.all, { uids: [...uids].sort(), guids: [...guids].sort() }] as const,
};

/** Drops unset filters so `{}` and `{type: undefined}` share one cache entry. */
function normalise<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}
