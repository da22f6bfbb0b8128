"use client";

import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { ReactionLabel } from "@/components/reaction-label";
import { formatSeconds } from "@/lib/format";
import type { Reaction } from "@/lib/schemas/reactions";

const col = dataTableColumnHelper<Reaction>();

export const reactionColumns: DataTableColumnDef<Reaction>[] = [
  col.accessor("reaction", {
    header: "Reaction",
    cell: (c) => <ReactionLabel reaction={c.getValue()} className="text-lg" />,
  }),
  col.accessor("uid", {
    header: "By",
    cell: (c) => (
      <span>
        {c.row.original.reactedBy.name} <code className="text-xs text-muted-foreground">{c.getValue()}</code>
      </span>
    ),
  }),
  col.accessor("reactedAt", { header: "Reacted (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  col.accessor("id", { header: "Reaction id", cell: (c) => <code className="text-xs">{c.getValue()}</code> }),
];
