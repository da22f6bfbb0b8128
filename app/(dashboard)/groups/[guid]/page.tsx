import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BackToList } from "@/components/data-table/back-to-list";
import { call } from "@/lib/api/call";
import type { BannedPage, GroupDetail, MemberPage } from "@/lib/api/chat-groups";
import { isServiceError } from "@/lib/api/errors";
import type { Connection } from "@/lib/api/request";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import * as groupsContract from "@/lib/contract/groups";
import { failureSentence } from "@/lib/failure-sentence";
import { formatNamed } from "@/lib/format";
import { AddMembersDialog } from "./_components/add-members-dialog";
import { GroupAdminActions } from "./_components/group-admin-actions";
import { GroupBanned } from "./_components/group-banned";
import { GroupMembers } from "./_components/group-members";
import { GroupSummary } from "./_components/group-summary";
import { loadGroup } from "./_lib/load-group";
import { loadGroupDetailSearchParams, toBannedParams, toMembersParams } from "./_lib/search-params";

type Props = {
  params: Promise<{ guid: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // The title names the group: the same check as the page, before anything is read.
  await guardPage("viewer");
  const guid = decodeURIComponent((await params).guid);
  try {
    const { group } = await loadGroup(guid);
    return { title: `${formatNamed(group.name, group.guid)} · Group` };
  } catch {
    // The page itself says what went wrong.
    return { title: `Group ${guid}` };
  }
}

export default async function GroupPage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const guid = decodeURIComponent((await params).guid);
  const url = loadGroupDetailSearchParams(await searchParams);
  let group: GroupDetail;
  let conn: Connection;
  try {
    ({ conn, group } = await loadGroup(guid));
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    return <UpstreamError message={failureSentence(e)} />;
  }
  const membersParams = toMembersParams(group.guid, url);
  const bannedParams = toBannedParams(group.guid, url);
  const { guid: _m, ...membersQuery } = membersParams;
  const { guid: _b, ...bannedQuery } = bannedParams;
  const [members, banned] = await Promise.allSettled([
    call(conn, groupsContract.listGroupMembers, { params: { guid: group.guid }, query: membersQuery }),
    call(conn, groupsContract.listGroupBannedUsers, { params: { guid: group.guid }, query: bannedQuery }),
  ]);
  const first = <T,>(r: PromiseSettledResult<T>) =>
    r.status === "fulfilled" ? { page: r.value } : { error: failureSentence(r.reason) };
  const powers = { moderate: atLeast(admin.role, "moderator"), administer: atLeast(admin.role, "admin") };
  const m = first<MemberPage>(members);
  const b = first<BannedPage>(banned);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <BackToList href="/groups">← Groups</BackToList>
          <h1 className="break-all text-2xl font-semibold">{group.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {powers.moderate ? <AddMembersDialog guid={group.guid} /> : null}
          {powers.administer ? <GroupAdminActions initial={group} /> : null}
        </div>
      </div>
      <GroupSummary initial={group} />
      <GroupMembers
        group={group}
        powers={powers}
        initialParams={membersParams}
        initialPage={m.page}
        initialError={m.error}
      />
      <GroupBanned
        canModerate={powers.moderate}
        initialParams={bannedParams}
        initialPage={b.page}
        initialError={b.error}
      />
    </div>
  );
}

function UpstreamError({ message }: { message: string }) {
  return (
    <div role="alert" className="max-w-xl rounded-lg border border-destructive/40 bg-destructive/5 p-4">
      <h1 className="mb-1 text-lg font-semibold">This group could not be loaded</h1>
      <p className="mb-3 text-sm text-muted-foreground">{message}</p>
      <Link className="text-sm font-medium text-primary underline" href="/groups">
        Back to groups
      </Link>
    </div>
  );
}
