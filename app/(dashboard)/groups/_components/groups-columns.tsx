"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
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
    cell: (c) => (
      <Link
        href={groupHref(c.row.original)}
        prefetch={false}
        className="font-medium underline-offset-4 hover:underline"
      >
        {c.getValue()}
      </Link>
    ),
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

export const groupActionsColumn: DataTableColumnDef<GroupRow> = col.display({
  id: "actions",
  header: () => <span className="sr-only">Actions</span>,
  enableHiding: false,
  cell: (c) => <GroupActions group={c.row.original} variant="menu" />,
});
