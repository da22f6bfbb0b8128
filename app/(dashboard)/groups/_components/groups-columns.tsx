"use client";

import { actionsColumn } from "@/components/data-table/actions-column";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { RowLink } from "@/components/data-table/row-link";
import { Badge } from "@/components/ui/badge";
import { formatSeconds } from "@/lib/format";
import type { GroupPage } from "@/lib/server/api/chat-groups";
import { GroupActions } from "./group-row-actions";

export type GroupRow = GroupPage["data"][number];

const col = dataTableColumnHelper<GroupRow>();

export const groupHref = (g: GroupRow) => `/groups/${encodeURIComponent(g.guid)}`;

export const groupsColumns: DataTableColumnDef<GroupRow>[] = [
  col.accessor("name", {
    header: "Name",
    cell: (c) => <RowLink href={groupHref(c.row.original)}>{c.getValue()}</RowLink>,
  }),
  col.accessor("guid", { header: "Guid", cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
  col.accessor("type", {
    header: "Type",
    enableSorting: false,
    cell: (c) => <Badge variant={c.getValue() === "public" ? "muted" : "warning"}>{c.getValue()}</Badge>,
  }),
  col.accessor("owner", { header: "Owner", enableSorting: false }),
  col.accessor("membersCount", {
    header: "Members",
    enableSorting: false,
    cell: (c) => <span className="tabular-nums">{c.getValue()}</span>,
  }),
  col.accessor("tags", {
    header: "Tags",
    enableSorting: false,
    cell: (c) => c.getValue()?.join(", ") || <span className="text-muted-foreground">—</span>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

export const groupActionsColumn: DataTableColumnDef<GroupRow> = actionsColumn((r: GroupRow) => (
  <GroupActions group={r} variant="menu" />
));
