"use client";

import Link from "next/link";
import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import { UserAvatar } from "@/components/user-avatar";
import { formatSeconds } from "@/lib/format";
import type { BannedPage, MemberPage } from "@/lib/server/api/chat-groups";
import { BannedRowActions } from "./banned-row-actions";
import { type MemberPowers, MemberRowActions } from "./member-row-actions";

export type MemberRow = MemberPage["data"][number];
export type BannedRow = BannedPage["data"][number];

const userLink = (uid: string) => (
  <Link
    href={`/users/${encodeURIComponent(uid)}`}
    prefetch={false}
    className="underline-offset-4 hover:underline"
  >
    {uid}
  </Link>
);

const nameCell = (u: { uid: string; name: string; avatar?: string }) => (
  <span className="flex items-center gap-2">
    <UserAvatar name={u.name} id={u.uid} src={u.avatar} />
    {u.name}
  </span>
);

const m = dataTableColumnHelper<MemberRow>();
const SCOPE_VARIANT = { admin: "danger", moderator: "warning", participant: "muted" } as const;

export const memberColumns: DataTableColumnDef<MemberRow>[] = [
  m.accessor("uid", { header: "Uid", cell: (c) => userLink(c.getValue()) }),
  m.accessor("name", { header: "Name", cell: (c) => nameCell(c.row.original) }),
  m.accessor("scope", {
    header: "Scope",
    cell: (c) => <Badge variant={SCOPE_VARIANT[c.row.original.scope]}>{c.row.original.scope}</Badge>,
  }),
  m.accessor("status", { header: "Status" }),
  m.accessor("joinedAt", { header: "Joined (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

export const memberColumnsWithActions = (
  group: { guid: string; name: string; owner: string },
  powers: MemberPowers,
): DataTableColumnDef<MemberRow>[] => [
  ...memberColumns,
  actionsColumn((r: MemberRow) => (
    <MemberRowActions
      guid={group.guid}
      groupName={group.name}
      owner={group.owner}
      member={r}
      powers={powers}
    />
  )),
];

const b = dataTableColumnHelper<BannedRow>();

export const bannedColumns: DataTableColumnDef<BannedRow>[] = [
  b.accessor("uid", { header: "Uid", cell: (c) => userLink(c.getValue()) }),
  b.accessor("name", { header: "Name", cell: (c) => nameCell(c.row.original) }),
  b.accessor("status", { header: "Status" }),
];

export const bannedColumnsWithActions = (guid: string): DataTableColumnDef<BannedRow>[] => [
  ...bannedColumns,
  actionsColumn((r: BannedRow) => <BannedRowActions guid={guid} user={r} />),
];
