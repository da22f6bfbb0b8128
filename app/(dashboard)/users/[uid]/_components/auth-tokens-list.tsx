"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { DataTable } from "@/components/data-table/data-table";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction, useDataTable } from "@/components/data-table/use-data-table";
import type { MaskedAuthTokenPage } from "@/lib/api/masked-auth-tokens";
import { USER_SECTION_PAGE_SIZES, type UserSectionParams } from "@/lib/api/users-query";
import { formatSeconds } from "@/lib/format";
import { userKeys } from "@/lib/query-keys";
import { listAuthTokensAction, revokeAuthTokenAction } from "../../_lib/actions";
import { toTokensParams, userDetailSearchParams } from "../_lib/search-params";

type Token = MaskedAuthTokenPage["data"][number];
const col = dataTableColumnHelper<Token>();

const baseColumns: DataTableColumnDef<Token>[] = [
  col.accessor("authToken", {
    header: "Token (masked)",
    cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
];

function RevokeButton({ uid, token }: { uid: string; token: Token }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Revoke"
      name={token.authToken}
      title="Revoke this auth token?"
      description={
        <>
          The client signed in with 1 token, <code>{token.authToken}</code> (created{" "}
          {formatSeconds(token.createdAt)}
          ), is signed out and must get a new token. {uid}'s other tokens keep working.
        </>
      }
      confirmLabel="Revoke 1 token"
      action={() => revokeAuthTokenAction({ uid, masked: token.authToken, createdAt: token.createdAt })}
      successMessage={(r) => r?.message ?? "Revoked the token."}
      errorMessage="The token could not be revoked."
      onSuccess={() => queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) })}
    />
  );
}

// Masked on the server: a token signs its holder in as the user.
export function AuthTokensList({
  uid,
  canModerate,
  ...initial
}: {
  uid: string;
  canModerate: boolean;
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
  const columns = useMemo(
    () =>
      canModerate
        ? [
            ...baseColumns,
            col.display({
              id: "actions",
              header: () => <span className="sr-only">Actions</span>,
              cell: ({ row }) => <RevokeButton uid={uid} token={row.original} />,
            }),
          ]
        : baseColumns,
    [canModerate, uid],
  );
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
