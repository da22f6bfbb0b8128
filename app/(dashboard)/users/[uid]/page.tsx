import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { DetailHeader } from "@/components/data-table/detail-header";
import { DetailLoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section/section-card";
import { Button } from "@/components/ui/button";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { formatNamed } from "@/lib/format";
import { UserFacingError } from "@/lib/server/action";
import { isServiceError } from "@/lib/server/api/errors";
import { loadTimelineSearchParams } from "@/lib/timeline/search-params";
import { AddFriendsDialog } from "./_components/add-friends-dialog";
import { BlockUsersDialog } from "./_components/block-users-dialog";
import { CreateAuthTokenDialog } from "./_components/create-auth-token-dialog";
import { DeleteUserDialog } from "./_components/delete-user-dialog";
import { EditUserDialog } from "./_components/edit-user-dialog";
import { RevokeAllTokensButton } from "./_components/revoke-all-tokens-button";
import { UserActions } from "./_components/user-actions";
import { UserProfile } from "./_components/user-profile";
import {
  BlockedSection,
  ConversationsSection,
  FriendsSection,
  GroupsSection,
  NotificationsActions,
  NotificationsSection,
  RecentCallsSection,
  RecentMessagesSection,
  TimelineSection,
  TokensSection,
} from "./_components/user-sections";
import { loadUser } from "./_lib/load";
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

// Only the user is awaited here (the heading needs it); every section streams in as its own load finishes.
export default async function UserPage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const uid = decodeURIComponent((await params).uid);
  const url = loadUserDetailSearchParams(await searchParams);
  const timelineUrl = loadTimelineSearchParams(await searchParams);
  let user: Awaited<ReturnType<typeof loadUser>>["user"];
  try {
    ({ user } = await loadUser(uid));
  } catch (e) {
    if (isServiceError(e) && e.status === 400) notFound();
    if (isServiceError(e))
      return <DetailLoadError what="user" message={`${e.message} (${e.code})`} list="users" />;
    if (e instanceof UserFacingError) return <DetailLoadError what="user" message={e.message} list="users" />;
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
  // The service answers for active users only: a deactivated user's sections say so instead of loading.
  const inactive = active
    ? undefined
    : "Not available while the user is deactivated: the service answers for active users only.";
  const section = { uid: user.uid, canModerate };

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <DetailHeader
        list={{ href: "/users", label: "Users" }}
        title={user.name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={`/calls?uid=${encodeURIComponent(user.uid)}`}>Calls</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/messages/search?sender=${encodeURIComponent(user.uid)}`}>Messages sent</Link>
            </Button>
            {canAdminister && active ? <EditUserDialog user={user} /> : null}
            {canModerate ? (
              <UserActions uid={user.uid} deactivated={!active} canAdminister={canAdminister} />
            ) : null}
            {canAdminister ? <DeleteUserDialog uid={user.uid} name={user.name} /> : null}
          </>
        }
      >
        <p className="text-sm text-muted-foreground">
          <code>{user.uid}</code>
          {active ? null : " · deactivated"}
        </p>
      </DetailHeader>
      <UserProfile user={user} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard
          id="recent-messages"
          title="Recent messages"
          description="The 5 newest this user sent."
          error={inactive}
        >
          <RecentMessagesSection uid={user.uid} />
        </SectionCard>
        <SectionCard
          id="recent-calls"
          title="Recent calls"
          description="The 5 newest this user took part in."
          error={inactive}
        >
          <RecentCallsSection uid={user.uid} />
        </SectionCard>
      </div>
      <SectionCard
        id="timeline"
        title="Timeline"
        description="Everything that happened to or by this user, newest first (times in UTC); each entry opens its page."
      >
        <TimelineSection uid={user.uid} role={admin.role} url={timelineUrl} />
      </SectionCard>
      <SectionCard
        id="conversations"
        title="Conversations"
        description="Newest first; a row opens its messages, read as this user."
        error={inactive}
      >
        <ConversationsSection {...section} params={lists.conversations} />
      </SectionCard>
      <SectionCard
        id="groups"
        title="Groups"
        description="The groups this user joined, by name, with their scope; a row opens the group."
        error={inactive}
      >
        <GroupsSection uid={user.uid} params={lists.groups} />
      </SectionCard>
      <SectionCard
        id="friends"
        title="Friends"
        description="By name; a friendship goes both ways. Roles that limit users to their friends count these."
        error={inactive}
        actions={active && canModerate ? <AddFriendsDialog uid={user.uid} /> : null}
      >
        <FriendsSection {...section} params={lists.friends} />
      </SectionCard>
      <SectionCard
        id="blocked"
        title="Blocked users"
        description="Most recently blocked first."
        error={inactive}
        actions={active && canModerate ? <BlockUsersDialog uid={user.uid} /> : null}
      >
        <BlockedSection {...section} params={lists.blocked} />
      </SectionCard>
      {active && canAdminister ? (
        <SectionCard
          id="notifications"
          title="Notifications"
          description="What this user is notified of and where: their choices over the app's settings, mutes and devices."
          actions={
            <Suspense fallback={null}>
              <NotificationsActions uid={user.uid} />
            </Suspense>
          }
        >
          <NotificationsSection uid={user.uid} />
        </SectionCard>
      ) : null}
      <SectionCard
        id="tokens"
        title="Auth tokens"
        description="Newest first; shown masked."
        error={inactive}
        actions={
          active && canModerate ? (
            <>
              <RevokeAllTokensButton uid={user.uid} />
              <CreateAuthTokenDialog uid={user.uid} />
            </>
          ) : null
        }
      >
        <TokensSection {...section} params={lists.tokens} />
      </SectionCard>
    </div>
  );
}
