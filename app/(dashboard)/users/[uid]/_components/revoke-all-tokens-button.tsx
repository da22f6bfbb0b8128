"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { userKeys } from "@/lib/query-keys";
import { revokeAllAuthTokensAction } from "../../_lib/actions";

export function RevokeAllTokensButton({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Revoke all"
      name={`tokens of ${uid}`}
      title={`Revoke every auth token of ${uid}?`}
      description={`Every client signed in as ${uid} is signed out and must get a new token. The user stays; their messages stay.`}
      confirmLabel="Revoke all tokens"
      action={() => revokeAllAuthTokensAction({ uid })}
      successMessage={(r) => r?.message ?? `Revoked every token of ${uid}.`}
      errorMessage="The tokens could not be revoked."
      onSuccess={() => queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) })}
    />
  );
}
