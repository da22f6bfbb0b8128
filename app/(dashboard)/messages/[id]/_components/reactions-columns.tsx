"use client";

import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { formatSeconds } from "@/lib/format";
import type { Reaction } from "@/lib/schemas/reactions";

/** A cursor list needs no paging feature: the service moves the cursor, the table only renders rows. */
export const reactionFeatures = tableFeatures({});
const col = createColumnHelper<typeof reactionFeatures, Reaction>();

export const reactionColumns = col.columns([
  col.accessor("reaction", {
    header: "Reaction",
    cell: (c) => <span className="text-lg">{c.getValue()}</span>,
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
]);
