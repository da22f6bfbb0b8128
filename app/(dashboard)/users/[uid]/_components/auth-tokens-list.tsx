"use client";

import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { MaskedAuthTokenPage } from "@/lib/api/masked-auth-tokens";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { formatSeconds } from "@/lib/format";
import { userKeys } from "@/lib/query-keys";
import { listAuthTokensAction } from "../../_lib/actions";
import { toTokensParams, userDetailSearchParams } from "../_lib/search-params";

type Token = MaskedAuthTokenPage["data"][number];
const col = dataTableColumnHelper<Token>();

const columns: DataTableColumnDef<Token>[] = [
  col.accessor("authToken", {
    header: "Token (masked)",
    cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

/**
 * The user's tokens, newest first, on the list kit. Masked on the server: a token signs its holder in as the
 * user, so the browser gets only enough to tell tokens apart (the lookup checks a full token).
 */
export function AuthTokensList({
  uid,
  ...initial
}: {
  uid: string;
  initialParams: UserSectionParams;
  initialPage?: MaskedAuthTokenPage;
  initialError?: string;
}) {
  const list = useDataTable({
    searchParams: userDetailSearchParams,
    toParams: (s) => toTokensParams(uid, s),
    filterKeys: [],
    pageKeys: { page: "tokensPage", perPage: "tokensPerPage" },
    queryKey: userKeys.tokens,
    fetchPage: fromAction(listAuthTokensAction),
    ...initial,
  });
  return (
    <DataTable
      list="auth-tokens"
      caption="Auth tokens of this user, masked"
      columns={columns}
      getRowId={(t) => `${t.authToken}@${t.createdAt}`}
      pageSizes={USER_SECTION_PAGE_SIZES}
      emptyTitle="This user has no auth tokens"
      {...list.table}
      exportParams={{ uid }}
    />
  );
}
