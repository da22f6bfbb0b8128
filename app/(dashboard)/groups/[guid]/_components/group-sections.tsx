import * as groupsContract from "@/lib/contract/groups";
import { failureSentence } from "@/lib/failure-sentence";
import type { ListBannedParams, ListMembersParams } from "@/lib/inputs/chat-groups-query";
import { call } from "@/lib/server/api/call";
import { loadGroup } from "../_lib/load-group";
import { GroupBanned } from "./group-banned";
import { GroupMembers } from "./group-members";
import type { MemberPowers } from "./member-row-actions";

// Each list streams into the page on its own. `load` is the guid the page read the group by: the group and
// its connection come from that cached read. A refusal of the service is the table's sentence (as on the
// client); anything else throws to the section's boundary.

const first = <P,>(read: Promise<P>) =>
  read.then(
    (page) => ({ initialPage: page }),
    (e: unknown) => ({ initialError: failureSentence(e) }),
  );

export async function MembersSection({
  load,
  powers,
  params,
}: {
  load: string;
  powers: MemberPowers;
  params: ListMembersParams;
}) {
  const { conn, group } = await loadGroup(load);
  const { guid, ...query } = params;
  const page = await first(call(conn, groupsContract.listGroupMembers, { params: { guid }, query }));
  return <GroupMembers group={group} powers={powers} initialParams={params} {...page} />;
}

export async function BannedSection({
  load,
  canModerate,
  params,
}: {
  load: string;
  canModerate: boolean;
  params: ListBannedParams;
}) {
  const { conn } = await loadGroup(load);
  const { guid, ...query } = params;
  const page = await first(call(conn, groupsContract.listGroupBannedUsers, { params: { guid }, query }));
  return <GroupBanned canModerate={canModerate} initialParams={params} {...page} />;
}
