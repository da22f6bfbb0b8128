import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DetailHeader } from "@/components/data-table/detail-header";
import { DetailLoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section/section-card";
import { guardPage } from "@/lib/auth/guard";
import { atLeast } from "@/lib/auth/roles";
import { failureSentence } from "@/lib/failure-sentence";
import { formatNamed } from "@/lib/format";
import type { GroupDetail } from "@/lib/server/api/chat-groups";
import { isServiceError } from "@/lib/server/api/errors";
import { AddMembersDialog } from "./_components/add-members-dialog";
import { GroupAdminActions } from "./_components/group-admin-actions";
import { BannedSection, MembersSection } from "./_components/group-sections";
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

// Only the group is awaited here (the heading and summary need it); its two lists stream in as each loads.
export default async function GroupPage({ params, searchParams }: Props) {
  const admin = await guardPage("viewer");
  const guid = decodeURIComponent((await params).guid);
  const url = loadGroupDetailSearchParams(await searchParams);
  let group: GroupDetail;
  try {
    ({ group } = await loadGroup(guid));
  } catch (e) {
    if (isServiceError(e) && e.status === 404) notFound();
    return <DetailLoadError what="group" message={failureSentence(e)} list="groups" />;
  }
  const powers = { moderate: atLeast(admin.role, "moderator"), administer: atLeast(admin.role, "admin") };
  return (
    <div className="flex flex-col gap-6">
      <DetailHeader
        list={{ href: "/groups", label: "Groups" }}
        title={group.name}
        actions={
          <>
            {powers.moderate ? <AddMembersDialog guid={group.guid} /> : null}
            {powers.administer ? <GroupAdminActions initial={group} /> : null}
          </>
        }
      />
      <GroupSummary initial={group} />
      <SectionCard id="members" title="Members">
        <MembersSection load={guid} powers={powers} params={toMembersParams(group.guid, url)} />
      </SectionCard>
      <SectionCard id="banned" title="Banned users">
        <BannedSection load={guid} canModerate={powers.moderate} params={toBannedParams(group.guid, url)} />
      </SectionCard>
    </div>
  );
}
