"use client";

import Link from "next/link";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { Badge } from "@/components/ui/badge";
import type { BannedPage, MemberPage } from "@/lib/api/chat-groups";
import { formatSeconds } from "@/lib/format";

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

const m = dataTableColumnHelper<MemberRow>();
const SCOPE_VARIANT = { admin: "danger", moderator: "warning", participant: "muted" } as const;

export const memberColumns: DataTableColumnDef<MemberRow>[] = [
  m.accessor("uid", { header: "Uid", cell: (c) => userLink(c.getValue()) }),
  m.accessor("name", { header: "Name" }),
  m.accessor("scope", {
    header: "Scope",
    cell: (c) => <Badge variant={SCOPE_VARIANT[c.row.original.scope]}>{c.row.original.scope}</Badge>,
  }),
  m.accessor("status", { header: "Status" }),
  m.accessor("joinedAt", { header: "Joined (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

const b = dataTableColumnHelper<BannedRow>();

export const bannedColumns: DataTableColumnDef<BannedRow>[] = [
  b.accessor("uid", { header: "Uid", cell: (c) => userLink(c.getValue()) }),
  b.accessor("name", { header: "Name" }),
  b.accessor("status", { header: "Status" }),
];
