"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import type { ApiKeyView } from "@/lib/inputs/api-keys-query";
import { apiKeyKeys } from "@/lib/query-keys";
import { deleteApiKeyAction } from "../_lib/actions";

export function DeleteApiKeyButton({ apiKey, disabled }: { apiKey: ApiKeyView; disabled: boolean }) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Delete"
      name={apiKey.name}
      title={`Delete ${apiKey.name}?`}
      description={
        <>
          Key <code>{apiKey.id}</code> ({apiKey.scope}) stops working at once for every client that uses it.
          This cannot be undone.
        </>
      }
      confirmLabel="Delete key"
      disabled={disabled}
      action={() => deleteApiKeyAction({ id: apiKey.id })}
      successMessage={`Deleted ${apiKey.name} (${apiKey.id}).`}
      errorMessage="The key could not be deleted."
      onSuccess={() => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all })}
    />
  );
}
