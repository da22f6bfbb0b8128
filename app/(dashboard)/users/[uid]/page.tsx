import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { requireConnection, UserFacingError } from "@/lib/action";
import { getUser, listAuthTokens } from "@/lib/api/chat";
import { findUserAnyState, listBlockedUsers, listUserConversations } from "@/lib/api/chat-users";
import { isServiceError } from "@/lib/api/errors";
import type { Connection } from "@/lib/api/request";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { activeConnection } from "@/lib/connections";
import type { User } from "@/lib/schemas/users";
import { AuthTokenLookup } from "./_components/auth-token-lookup";
import { AuthTokensList } from "./_components/auth-tokens-list";
import { BlockedUsers } from "./_components/blocked-users";
import { CreateAuthTokenDialog } from "./_components/create-auth-token-dialog";
import { SectionCard, SectionPager } from "./_components/section-card";
import { UserActions } from "./_components/user-actions";
import { UserConversations } from "./_components/user-conversations";
import { UserProfile } from "./_components/user-profile";
import { section, sectionPage } from "./_lib/load";

type Props = {
  params: Promise<{ uid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PER_PAGE = 10;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `User ${decodeURIComponent((await params).uid)}` };
}

/** An active user answers GET /users/{uid}; a deactivated one only shows in the list (and answers 404). */
async function loadUser(conn: Connection, uid: string): Promise<User | undefined> {
  try {
    return await getUser(conn, uid);
  } catch (e) {
    if (!(isServiceError(e) && e.status === 404)) throw e;
    return findUserAnyState(conn, uid);
  }
}

/** One user: profile, conversations, blocked users and auth tokens, each section failing on its own. */
export default async function UserPage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const uid = decodeURIComponent((await params).uid);
  const sp = await searchParams;
  const pages = {
    conversations: sectionPage(sp.conversations),
    blocked: sectionPage(sp.blocked),
    tokens: sectionPage(sp.tokens),
  };
  const keep = Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, String(v)]));
  let conn: Connection;
  let user: User | undefined;
  try {
    conn = requireConnection(await activeConnection()).conn;
    user = await loadUser(conn, uid);
  } catch (e) {
    if (isServiceError(e) && e.status === 400) notFound();
    if (isServiceError(e)) return <UpstreamError message={`${e.message} (${e.code})`} />;
    if (e instanceof UserFacingError) return <UpstreamError message={e.message} />;
    throw e;
  }
  if (!user) notFound();
  const active = !user.deactivatedAt;
  const canModerate = atLeast(admin.role, "moderator");
  const [conversations, blocked, tokens] = active
    ? await Promise.all([
        section(() =>
          listUserConversations(conn, user.uid, { page: pages.conversations, perPage: PER_PAGE }),
        ),
        section(() => listBlockedUsers(conn, user.uid, { page: pages.blocked, perPage: PER_PAGE })),
        section(() => listAuthTokens(conn, user.uid, { page: pages.tokens, perPage: PER_PAGE })),
      ])
    : [undefined, undefined, undefined];
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
        {canModerate ? <UserActions uid={user.uid} deactivated={!active} /> : null}
      </div>
      <UserProfile user={user} />
      <SectionCard
        id="conversations"
        title="Conversations"
        description={
          conversations?.ok ? `${conversations.value.meta.pagination.total} in all, newest first.` : undefined
        }
        error={conversations ? (conversations.ok ? undefined : conversations.message) : inactive}
      >
        {conversations?.ok ? (
          <>
            <UserConversations conversations={conversations.value.data} />
            <SectionPager
              label="Conversations"
              param="conversations"
              meta={conversations.value.meta.pagination}
              search={keep}
            />
          </>
        ) : null}
      </SectionCard>
      <SectionCard
        id="blocked"
        title="Blocked users"
        description={
          blocked?.ok ? `${blocked.value.meta.pagination.total} in all, most recent first.` : undefined
        }
        error={blocked ? (blocked.ok ? undefined : blocked.message) : inactive}
      >
        {blocked?.ok ? (
          <>
            <BlockedUsers users={blocked.value.data} />
            <SectionPager
              label="Blocked users"
              param="blocked"
              meta={blocked.value.meta.pagination}
              search={keep}
            />
          </>
        ) : null}
      </SectionCard>
      <SectionCard
        id="tokens"
        title="Auth tokens"
        description={
          tokens?.ok ? `${tokens.value.meta.pagination.total} in all, newest first; shown masked.` : undefined
        }
        error={tokens ? (tokens.ok ? undefined : tokens.message) : inactive}
        actions={active && canModerate ? <CreateAuthTokenDialog uid={user.uid} /> : null}
      >
        {tokens?.ok ? (
          <>
            <AuthTokensList uid={user.uid} tokens={tokens.value.data} />
            <SectionPager
              label="Auth tokens"
              param="tokens"
              meta={tokens.value.meta.pagination}
              search={keep}
            />
            <AuthTokenLookup uid={user.uid} />
          </>
        ) : null}
      </SectionCard>
    </div>
  );
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
