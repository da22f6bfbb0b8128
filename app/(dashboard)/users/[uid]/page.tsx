import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BackToList } from "@/components/data-table/back-to-list";
import { Button } from "@/components/ui/button";
import { requireConnection, UserFacingError } from "@/lib/action";
import { listCalls } from "@/lib/api/calls";
import { listCallsQuery } from "@/lib/api/calls-query";
import { getUser } from "@/lib/api/chat";
import { listConversations } from "@/lib/api/chat-conversations";
import { listConversationsQuery } from "@/lib/api/chat-conversations-query";
import { searchMessages } from "@/lib/api/chat-messages";
import { searchMessagesQuery } from "@/lib/api/chat-messages-query";
import { type UserNotificationState, userNotificationState } from "@/lib/api/chat-notification-users";
import { findUserAnyState, listBlockedUsers, listFriends, listUserGroups } from "@/lib/api/chat-users";
import { isServiceError } from "@/lib/api/errors";
import { maskedAuthTokens } from "@/lib/api/masked-auth-tokens";
import type { Connection } from "@/lib/api/request";
import { userSectionQuery } from "@/lib/api/users-query";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection } from "@/lib/connections";
import { failureSentence } from "@/lib/failure-sentence";
import { loadFirstPage } from "@/lib/first-page";
import { formatNamed } from "@/lib/format";
import type { User } from "@/lib/schemas/users";
import { AddFriendsDialog } from "./_components/add-friends-dialog";
import { AuthTokenLookup } from "./_components/auth-token-lookup";
import { AuthTokensList } from "./_components/auth-tokens-list";
import { BlockUsersDialog } from "./_components/block-users-dialog";
import { BlockedUsers } from "./_components/blocked-users";
import { CreateAuthTokenDialog } from "./_components/create-auth-token-dialog";
import { DeleteUserDialog } from "./_components/delete-user-dialog";
import { EditUserDialog } from "./_components/edit-user-dialog";
import { RevokeAllTokensButton } from "./_components/revoke-all-tokens-button";
import { SectionCard } from "./_components/section-card";
import { UserActions } from "./_components/user-actions";
import { RecentCalls, RecentMessages } from "./_components/user-activity";
import { UserConversations } from "./_components/user-conversations";
import { UserFriends } from "./_components/user-friends";
import { UserGroups } from "./_components/user-groups";
import { UserNotificationActions, UserNotifications } from "./_components/user-notifications";
import { UserProfile } from "./_components/user-profile";
import {
  loadUserDetailSearchParams,
  toBlockedParams,
  toConversationsParams,
  toFriendsParams,
  toGroupsParams,
  toTokensParams,
} from "./_lib/search-params";

type Props = {
  params: Promise<{ uid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The title names the user: the same check as the page, before anything is read.
  await guardPage("viewer");
  const uid = decodeURIComponent((await params).uid);
  const user = await loadUser(uid).then(
    (r) => r.user,
    () => undefined,
  );
  return { title: user ? `${formatNamed(user.name, user.uid)} · User` : `User ${uid}` };
}

/**
 * An active user answers GET /users/{uid}; a deactivated one only shows in the list (and answers 404).
 * Cached per request: the page and its `<title>` both read it.
 */
const loadUser = cache(async (uid: string): Promise<{ conn: Connection; user: User | undefined }> => {
  const { conn } = requireConnection(await activeConnection());
  try {
    return { conn, user: await getUser(conn, uid) };
  } catch (e) {
    if (!(isServiceError(e) && e.status === 404)) throw e;
    return { conn, user: await findUserAnyState(conn, uid) };
  }
});

export default async function UserPage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const uid = decodeURIComponent((await params).uid);
  const url = loadUserDetailSearchParams(await searchParams);
  let conn: Connection;
  let user: User | undefined;
  try {
    ({ conn, user } = await loadUser(uid));
  } catch (e) {
    if (isServiceError(e) && e.status === 400) notFound();
    if (isServiceError(e)) return <UpstreamError message={`${e.message} (${e.code})`} />;
    if (e instanceof UserFacingError) return <UpstreamError message={e.message} />;
    throw e;
  }
  if (!user) notFound();
  const active = !user.deactivatedAt;
  const canModerate = atLeast(admin.role, "moderator");
  const canAdminister = atLeast(admin.role, "admin");
  const lists = {
    conversations: toConversationsParams(user.uid, url),
    groups: toGroupsParams(user.uid, url),
    friends: toFriendsParams(user.uid, url),
    blocked: toBlockedParams(user.uid, url),
    tokens: toTokensParams(user.uid, url),
  };
  const recentQuery = { sender: user.uid, limit: 5 };
  const [recentMessages, recentCalls, conversations, groups, friends, blocked, tokens] = active
    ? await Promise.all([
        loadFirstPage(searchMessagesQuery, recentQuery, searchMessages),
        loadFirstPage(listCallsQuery, { uid: user.uid, perPage: 5 }, listCalls),
        loadFirstPage(listConversationsQuery, lists.conversations, listConversations),
        loadFirstPage(userSectionQuery, lists.groups, (c, { uid: member, ...q }) =>
          listUserGroups(c, member, q),
        ),
        loadFirstPage(userSectionQuery, lists.friends, (c, { uid: owner, ...q }) => listFriends(c, owner, q)),
        loadFirstPage(userSectionQuery, lists.blocked, (c, { uid: owner, ...q }) =>
          listBlockedUsers(c, owner, q),
        ),
        loadFirstPage(userSectionQuery, lists.tokens, maskedAuthTokens),
      ])
    : [];
  const notifications = active && canAdminister ? await loadNotifications(conn, user.uid) : undefined;
  const inactive = "Not available while the user is deactivated: the service answers for active users only.";

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <BackToList href="/users">← Users</BackToList>
          <h1 className="break-all text-2xl font-semibold">{user.name}</h1>
          <p className="text-sm text-muted-foreground">
            <code>{user.uid}</code>
            {active ? null : " · deactivated"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={`/calls?uid=${encodeURIComponent(user.uid)}`}>Calls</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/messages/search?sender=${encodeURIComponent(user.uid)}`}>Messages sent</Link>
          </Button>
          {canAdminister && active ? <EditUserDialog user={user} /> : null}
          {canModerate ? <UserActions uid={user.uid} deactivated={!active} /> : null}
          {canAdminister ? <DeleteUserDialog uid={user.uid} name={user.name} /> : null}
        </div>
      </div>
      <UserProfile user={user} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          id="recent-messages"
          title="Recent messages"
          description="The 5 newest this user sent."
          error={recentMessages ? recentMessages.initialError : inactive}
        >
          {recentMessages?.initialPage ? (
            <RecentMessages uid={user.uid} page={recentMessages.initialPage} />
          ) : null}
        </SectionCard>
        <SectionCard
          id="recent-calls"
          title="Recent calls"
          description="The 5 newest this user took part in."
          error={recentCalls ? recentCalls.initialError : inactive}
        >
          {recentCalls?.initialPage ? <RecentCalls uid={user.uid} page={recentCalls.initialPage} /> : null}
        </SectionCard>
      </div>
      <SectionCard
        id="conversations"
        title="Conversations"
        description="Newest first; a row opens its messages, read as this user."
        error={conversations ? undefined : inactive}
      >
        {conversations ? (
          <UserConversations
            uid={user.uid}
            canModerate={canModerate}
            initialParams={lists.conversations}
            {...conversations}
          />
        ) : null}
      </SectionCard>
      <SectionCard
        id="groups"
        title="Groups"
        description="The groups this user joined, by name, with their scope; a row opens the group."
        error={groups ? undefined : inactive}
      >
        {groups ? <UserGroups uid={user.uid} initialParams={lists.groups} {...groups} /> : null}
      </SectionCard>
      <SectionCard
        id="friends"
        title="Friends"
        description="By name; a friendship goes both ways. Roles that limit users to their friends count these."
        error={friends ? undefined : inactive}
        actions={active && canModerate ? <AddFriendsDialog uid={user.uid} /> : null}
      >
        {friends ? (
          <UserFriends uid={user.uid} canModerate={canModerate} initialParams={lists.friends} {...friends} />
        ) : null}
      </SectionCard>
      <SectionCard
        id="blocked"
        title="Blocked users"
        description="Most recently blocked first."
        error={blocked ? undefined : inactive}
        actions={active && canModerate ? <BlockUsersDialog uid={user.uid} /> : null}
      >
        {blocked ? (
          <BlockedUsers uid={user.uid} canModerate={canModerate} initialParams={lists.blocked} {...blocked} />
        ) : null}
      </SectionCard>
      {notifications ? (
        <SectionCard
          id="notifications"
          title="Notifications"
          description="What this user is notified of and where: their choices over the app's settings, mutes and devices."
          error={"error" in notifications ? notifications.error : undefined}
          actions={
            "state" in notifications ? (
              <UserNotificationActions uid={user.uid} state={notifications.state} />
            ) : null
          }
        >
          {"state" in notifications ? <UserNotifications uid={user.uid} state={notifications.state} /> : null}
        </SectionCard>
      ) : null}
      <SectionCard
        id="tokens"
        title="Auth tokens"
        description="Newest first; shown masked."
        error={tokens ? undefined : inactive}
        actions={
          active && canModerate ? (
            <>
              <RevokeAllTokensButton uid={user.uid} />
              <CreateAuthTokenDialog uid={user.uid} />
            </>
          ) : null
        }
      >
        {tokens ? (
          <>
            <AuthTokensList
              uid={user.uid}
              canModerate={canModerate}
              initialParams={lists.tokens}
              {...tokens}
            />
            <AuthTokenLookup uid={user.uid} />
          </>
        ) : null}
      </SectionCard>
    </div>
  );
}

/** A section of its own: the rest of the page shows when the notifications API does not answer. */
async function loadNotifications(
  conn: Connection,
  uid: string,
): Promise<{ state: UserNotificationState } | { error: string }> {
  try {
    return { state: await userNotificationState(conn, uid) };
  } catch (e) {
    return { error: failureSentence(e) };
  }
}

function UpstreamError({ message }: { message: string }) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This user could not be loaded</h1>
      <p className="mb-3 text-sm text-muted-foreground">{message}</p>
      <Link className="text-sm font-medium text-primary underline" href="/users">
        Back to users
      </Link>
    </div>
  );
}
