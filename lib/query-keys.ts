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

/** The server's first page and the browser's query must share a key. */
export const callKeys = {
  all: ["calls"] as const,
  lists: () => [...callKeys.all, "list"] as const,
  list: (params: ListCallsParams) => [...callKeys.lists(), normalise(params)] as const,
  details: () => [...callKeys.all, "detail"] as const,
  detail: (sessionId: string) => [...callKeys.details(), sessionId] as const,
};

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  list: (params: ListUsersParams) => [...userKeys.lists(), normalise(params)] as const,
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
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (params: ListRolesParams) => [...roleKeys.lists(), normalise(params)] as const,
  restrictions: (role: string) => [...roleKeys.all, "restrictions", role] as const,
};

export const permissionKeys = {
  all: ["permissions"] as const,
  of: (owner: PermissionOwner) => [...permissionKeys.all, owner] as const,
};

export const apiKeyKeys = {
  all: ["api-keys"] as const,
  lists: () => [...apiKeyKeys.all, "list"] as const,
  list: (params: ListApiKeysParams) => [...apiKeyKeys.lists(), normalise(params)] as const,
};

export const groupKeys = {
  all: ["groups"] as const,
  lists: () => [...groupKeys.all, "list"] as const,
  list: (params: ListGroupsParams) => [...groupKeys.lists(), normalise(params)] as const,
  detail: (guid: string) => [...groupKeys.all, "detail", guid] as const,
  members: (params: ListMembersParams) =>
    [...groupKeys.detail(params.guid), "members", normalise(params)] as const,
  banned: (params: ListBannedParams) =>
    [...groupKeys.detail(params.guid), "banned", normalise(params)] as const,
};

export const conversationKeys = {
  all: ["conversations"] as const,
  lists: () => [...conversationKeys.all, "list"] as const,
  list: (params: ListConversationsParams) => [...conversationKeys.lists(), normalise(params)] as const,
  /** The messages explorer's rail: pages gathered as they are asked for, apart from the table's single pages. */
  rail: (params: ListConversationsParams) =>
    [...conversationKeys.lists(), "rail", normalise(params)] as const,
};

export const messageKeys = {
  all: ["messages"] as const,
  lists: () => [...messageKeys.all, "list"] as const,
  list: (params: ListMessagesParams) => [...messageKeys.lists(), normalise(params)] as const,
  thread: (params: ListThreadParams) =>
    [...messageKeys.detail(params.messageId), "thread", normalise(params)] as const,
  search: (params: SearchMessagesParams) => [...messageKeys.lists(), "search", normalise(params)] as const,
  detail: (id: string) => [...messageKeys.all, "detail", id] as const,
  reactions: (params: ListReactionsParams) =>
    [...messageKeys.detail(params.messageId), "reactions", normalise(params)] as const,
};

export const accountAppKeys = {
  all: ["account-apps"] as const,
  lists: () => [...accountAppKeys.all, "list"] as const,
  list: (params: ListAccountAppsParams) => [...accountAppKeys.lists(), normalise(params)] as const,
};

export const adminKeys = {
  all: ["admins"] as const,
  lists: () => [...adminKeys.all, "list"] as const,
  list: (params: ListAdminsParams) => [...adminKeys.lists(), normalise(params)] as const,
};

export const auditKeys = {
  all: ["audit"] as const,
  lists: () => [...auditKeys.all, "list"] as const,
  list: (params: AuditQuery) => [...auditKeys.lists(), normalise(params)] as const,
};

export const webhookKeys = {
  all: ["webhooks"] as const,
  detail: (webhookId: string) => [...webhookKeys.all, "detail", webhookId] as const,
  deliveries: (webhookId: string, params: ListDeliveriesParams) =>
    [...webhookKeys.detail(webhookId), "deliveries", normalise(params)] as const,
  /** How many of its deliveries failed (what "Redeliver failed" would send again). */
  failedCount: (webhookId: string) => [...webhookKeys.detail(webhookId), "failed-count"] as const,
};

export const eventKeys = {
  all: ["events"] as const,
  lists: () => [...eventKeys.all, "list"] as const,
  list: (params: ListEventsParams) => [...eventKeys.lists(), normalise(params)] as const,
};

export const notificationLogKeys = {
  all: ["notification-logs"] as const,
  lists: () => [...notificationLogKeys.all, "list"] as const,
  list: (params: NotificationLogsQuery) => [...notificationLogKeys.lists(), normalise(params)] as const,
};

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
  all: ["bulk-jobs"] as const,
  lists: () => [...bulkKeys.all, "list"] as const,
  list: (params: { page: number; perPage: number }) => [...bulkKeys.lists(), normalise(params)] as const,
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
