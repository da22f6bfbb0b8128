import { SectionError } from "@/components/section/section-error";
import * as callsContract from "@/lib/contract/calls";
import * as conversationsContract from "@/lib/contract/conversations";
import * as messagesContract from "@/lib/contract/messages";
import { listBlockedUsers, listFriends } from "@/lib/contract/users";
import type { Role } from "@/lib/db/types";
import { listCallsInput } from "@/lib/inputs/calls-query";
import {
  type ListConversationsParams,
  listConversationsInput,
  listConversationsQuery,
} from "@/lib/inputs/chat-conversations-query";
import { searchMessagesQuery, searchQuery } from "@/lib/inputs/chat-messages-query";
import { type UserSectionParams, userSectionQuery } from "@/lib/inputs/users-query";
import { call } from "@/lib/server/api/call";
import { listUserGroups } from "@/lib/server/api/chat-users";
import { maskedAuthTokens } from "@/lib/server/api/masked-auth-tokens";
import { loadFirstPage } from "@/lib/server/first-page";
import { loadTimeline, readableKinds } from "@/lib/server/timeline/load";
import type { TimelineKind } from "@/lib/timeline/kinds";
import { timelineInput } from "@/lib/timeline/schema";
import { toTimelineInput } from "@/lib/timeline/search-params";
import { loadNotifications } from "../_lib/load";
import { AuthTokenLookup } from "./auth-token-lookup";
import { AuthTokensList } from "./auth-tokens-list";
import { BlockedUsers } from "./blocked-users";
import { RecentCalls, RecentMessages } from "./user-activity";
import { UserConversations } from "./user-conversations";
import { UserFriends } from "./user-friends";
import { UserGroups } from "./user-groups";
import { UserNotificationActions, UserNotifications } from "./user-notifications";
import { UserTimeline } from "./user-timeline";

// The content of each section of a user's page: an async server component each, so that every section is drawn
// when its own load finishes (`SectionCard` puts each in `<Suspense>`), none waiting for the slowest.

const NO_ANSWER = "the service did not answer.";

export async function RecentMessagesSection({ uid }: { uid: string }) {
  const first = await loadFirstPage(searchMessagesQuery, { sender: uid, limit: 5 }, (conn, q) =>
    call(conn, messagesContract.listMessages, { query: searchQuery(q) }),
  );
  return first.initialPage ? (
    <RecentMessages uid={uid} page={first.initialPage} />
  ) : (
    <SectionError message={first.initialError ?? NO_ANSWER} />
  );
}

export async function RecentCallsSection({ uid }: { uid: string }) {
  const first = await loadFirstPage(listCallsInput, { uid, perPage: 5 }, (conn, query) =>
    call(conn, callsContract.listCalls, { query }),
  );
  return first.initialPage ? (
    <RecentCalls uid={uid} page={first.initialPage} />
  ) : (
    <SectionError message={first.initialError ?? NO_ANSWER} />
  );
}

type Section<P> = { uid: string; params: P; canModerate: boolean };

export async function ConversationsSection({ uid, params, canModerate }: Section<ListConversationsParams>) {
  const first = await loadFirstPage(listConversationsQuery, params, (conn, p) =>
    call(conn, conversationsContract.listConversations, listConversationsInput(p)),
  );
  return <UserConversations uid={uid} canModerate={canModerate} initialParams={params} {...first} />;
}

export async function GroupsSection({ uid, params }: Omit<Section<UserSectionParams>, "canModerate">) {
  const first = await loadFirstPage(userSectionQuery, params, (c, { uid: member, ...q }) =>
    listUserGroups(c, member, q),
  );
  return <UserGroups uid={uid} initialParams={params} {...first} />;
}

export async function FriendsSection({ uid, params, canModerate }: Section<UserSectionParams>) {
  const first = await loadFirstPage(userSectionQuery, params, (c, { uid: owner, ...q }) =>
    call(c, listFriends, { params: { uid: owner }, query: q }),
  );
  return <UserFriends uid={uid} canModerate={canModerate} initialParams={params} {...first} />;
}

export async function BlockedSection({ uid, params, canModerate }: Section<UserSectionParams>) {
  const first = await loadFirstPage(userSectionQuery, params, (c, { uid: owner, ...q }) =>
    call(c, listBlockedUsers, { params: { uid: owner }, query: q }),
  );
  return <BlockedUsers uid={uid} canModerate={canModerate} initialParams={params} {...first} />;
}

export async function TokensSection({ uid, params, canModerate }: Section<UserSectionParams>) {
  const first = await loadFirstPage(userSectionQuery, params, maskedAuthTokens);
  return (
    <>
      <AuthTokensList uid={uid} canModerate={canModerate} initialParams={params} {...first} />
      <AuthTokenLookup uid={uid} />
    </>
  );
}

export async function NotificationsSection({ uid }: { uid: string }) {
  const loaded = await loadNotifications(uid);
  return "state" in loaded ? (
    <UserNotifications uid={uid} state={loaded.state} />
  ) : (
    <SectionError message={loaded.error} />
  );
}

/** The notifications section's buttons, which edit what the section read: none while it cannot be read. */
export async function NotificationsActions({ uid }: { uid: string }) {
  const loaded = await loadNotifications(uid);
  return "state" in loaded ? <UserNotificationActions uid={uid} state={loaded.state} /> : null;
}

/** The timeline's first page for what the URL holds; "Older" pages are read in the browser through the action. */
export async function TimelineSection({
  uid,
  role,
  url,
}: {
  uid: string;
  role: Role;
  url: { timeline: TimelineKind | null; timelineBefore: string | null };
}) {
  const input = toTimelineInput(uid, url);
  const first = await loadFirstPage(timelineInput, input, (conn, q) => loadTimeline({ conn, role }, q));
  return <UserTimeline uid={uid} readable={readableKinds(role, [])} initialInput={input} {...first} />;
}
