"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { type DataTableColumnDef, dataTableColumnHelper } from "@/components/data-table/features";
import { fromAction } from "@/components/data-table/use-data-table";
import { FormDialog } from "@/components/form/form-dialog";
import { TextareaField, TextField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { RowButton } from "@/components/row-button";
import { formatSeconds } from "@/lib/format";
import {
  type AuthTokenDetailsValues,
  authTokenDetailsForm,
  type UserSectionParams,
} from "@/lib/inputs/users-query";
import { userKeys } from "@/lib/query-keys";
import type { MaskedAuthTokenPage } from "@/lib/server/api/masked-auth-tokens";
import { listAuthTokensAction, revokeAuthTokenAction, updateAuthTokenAction } from "../../_lib/actions";
import { toTokensParams } from "../_lib/search-params";
import { type SectionStart, UserSectionTable } from "./user-section-table";

type Token = MaskedAuthTokenPage["data"][number];
const col = dataTableColumnHelper<Token>();

const columns: DataTableColumnDef<Token>[] = [
  col.accessor("authToken", {
    header: "Token (masked)",
    cell: (c) => <code className="font-mono text-xs">{c.getValue()}</code>,
  }),
  col.accessor("createdAt", { header: "Created (UTC)", cell: (c) => formatSeconds(c.getValue()) }),
  col.display({
    id: "client",
    header: "Client",
    cell: ({ row: { original: t } }) =>
      t.platform || t.userAgent || t.appInfo ? (
        <span className="flex max-w-xs flex-col text-xs">
          {t.platform ? <span className="font-medium">{t.platform}</span> : null}
          {t.userAgent ? <span className="truncate text-muted-foreground">{t.userAgent}</span> : null}
          {t.appInfo ? (
            <code className="truncate text-muted-foreground">{JSON.stringify(t.appInfo)}</code>
          ) : null}
        </span>
      ) : (
        <span className="text-xs text-muted-foreground">Not told</span>
      ),
  }),
];

const detailsOf = (t: Token): AuthTokenDetailsValues => ({
  platform: t.platform ?? "",
  userAgent: t.userAgent ?? "",
  appInfo: t.appInfo ? JSON.stringify(t.appInfo, null, 2) : "",
});

function ClientDetailsDialog({ uid, token }: { uid: string; token: Token }) {
  const queryClient = useQueryClient();
  const { form, dialog } = useDialogForm({
    schema: authTokenDetailsForm,
    action: (details) =>
      updateAuthTokenAction({ uid, masked: token.authToken, createdAt: token.createdAt, details }),
    start: detailsOf(token),
    after: (saved) => detailsOf(saved),
    onSaved: async () => {
      toast.success("Saved the token's client details.");
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) });
    },
  });
  return (
    <FormDialog
      {...dialog}
      trigger={<RowButton label="Client" row={`of ${token.authToken}`} />}
      title="The token's client"
      description="What the app signed in with this token says of itself, so the right device can be told apart. A field left empty keeps what the service has."
      submitLabel="Save"
      pendingLabel="Saving…"
    >
      <TextField
        control={form.control}
        name="platform"
        label="Platform"
        hint="For example ios, android or web."
      />
      <TextField control={form.control} name="userAgent" label="User agent" />
      <TextareaField
        control={form.control}
        name="appInfo"
        label="App info"
        hint='A JSON object, for example {"version": "2.1.0"}.'
      />
    </FormDialog>
  );
}

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

function TokenActions({ uid, row }: { uid: string; row: Token }) {
  return (
    <span className="flex gap-2">
      <ClientDetailsDialog uid={uid} token={row} />
      <RevokeButton uid={uid} token={row} />
    </span>
  );
}

// Masked on the server: a token signs its holder in as the user.
export function AuthTokensList({
  uid,
  canModerate,
  ...initial
}: { uid: string; canModerate: boolean } & SectionStart<UserSectionParams, MaskedAuthTokenPage>) {
  return (
    <UserSectionTable
      uid={uid}
      list="auth-tokens"
      caption="Auth tokens of this user, masked"
      emptyTitle="This user has no auth tokens"
      columns={columns}
      RowActions={canModerate ? TokenActions : undefined}
      getRowId={(t) => `${t.authToken}@${t.createdAt}`}
      pageKeys={{ page: "tokensPage", perPage: "tokensPerPage" }}
      toParams={toTokensParams}
      queryKey={userKeys.tokens}
      fetchPage={fromAction(listAuthTokensAction)}
      exportParams={{ uid }}
      {...initial}
    />
  );
}
