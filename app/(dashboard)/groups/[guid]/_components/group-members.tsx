"use client";

import { useMemo } from "react";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { useBulkSelection } from "@/components/bulk/use-bulk-selection";
import { DataTable } from "@/components/data-table/data-table";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import { bindFilters } from "@/components/filters/filter-bar";
import { FilterSelect } from "@/components/filters/filter-select";
import { GROUP_PAGE_SIZES, type ListMembersParams, MEMBER_SCOPES } from "@/lib/inputs/chat-groups-query";
import { groupKeys } from "@/lib/query-keys";
import type { BulkOperation } from "@/lib/schemas/bulk";
import type { GroupDetail, MemberPage } from "@/lib/server/api/chat-groups";
import { listMembersAction } from "../../_lib/actions";
import {
  memberFilterKeys,
  memberPageKeys,
  membersSearchParams,
  toMembersParams,
} from "../_lib/search-params";
import { memberColumns, memberColumnsWithActions } from "./member-columns";
import type { MemberPowers } from "./member-row-actions";
import { useGroup } from "./use-group";

const SCOPES = MEMBER_SCOPES.map((s) => ({ value: s, label: s }));
const MEMBER_OPERATIONS: BulkOperation[] = ["members.kick", "members.ban", "members.scope"];

export function GroupMembers({
  group: initialGroup,
  powers,
  ...initial
}: {
  group: GroupDetail;
  powers: MemberPowers;
  initialParams: ListMembersParams;
  initialPage?: MemberPage;
  initialError?: string;
}) {
  const { guid } = initial.initialParams;
  const { owner, name } = useGroup(initialGroup);
  const columns = useMemo(
    () => (powers.moderate ? memberColumnsWithActions({ guid, name, owner }, powers) : memberColumns),
    [guid, name, owner, powers],
  );
  const list = useDataTable({
    searchParams: membersSearchParams,
    toParams: (s) => toMembersParams(guid, s),
    filterKeys: memberFilterKeys,
    pageKeys: memberPageKeys,
    queryKey: groupKeys.members,
    fetchPage: fromAction(listMembersAction),
    ...initial,
  });
  const { scope } = list.state;
  const f = bindFilters(list.state, list.setFilters);
  const selection = useBulkSelection(list.params);
  return (
    <div className="flex flex-col gap-3">
      <search aria-label="Filter members" className="flex items-end gap-3">
        <FilterSelect label="Scope" options={SCOPES} {...f.changes("scope")} />
      </search>
      <DataTable
        list="group-members"
        caption="Members"
        columns={columns}
        getRowId={(r) => r.uid}
        pageSizes={GROUP_PAGE_SIZES}
        emptyTitle={scope ? `No ${scope}s in this group` : "No members yet"}
        selection={powers.moderate ? selection : undefined}
        toolbar={
          powers.moderate ? (
            <BulkBar
              selection={selection}
              total={list.table.total}
              noun={{ one: "member", many: "members" }}
              operations={MEMBER_OPERATIONS}
              role={powers.administer ? "admin" : "moderator"}
              query={list.params}
              fixedParams={{ guid }}
            />
          ) : null
        }
        {...list.table}
      />
    </div>
  );
}
