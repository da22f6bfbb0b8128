"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { formatSecondsUtc } from "@/lib/format";
import { accountAppKeys } from "@/lib/query-keys";
import { deleteAccountAppAction } from "../_lib/actions";
import type { AccountAppRow } from "../_lib/view";

export function DeleteAccountAppButton({
  app,
  isActive,
  onDeleted,
}: {
  app: AccountAppRow;
  isActive: boolean;
  onDeleted: (scheduledToDeleteAt: number) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <ConfirmActionButton
      label="Delete"
      name={app.name}
      title={`Delete the app ${app.name}?`}
      description={
        <>
          App <code>{app.id}</code> stops answering at once for every client, and the service purges its data
          later.{isActive ? " It is the app this dashboard is administering now." : ""} This cannot be undone.
        </>
      }
      confirmLabel="Delete app"
      action={() => deleteAccountAppAction({ appId: app.id })}
      successMessage={(data) =>
        data && `Deleted ${app.name}; it will be purged on ${formatSecondsUtc(data.scheduledToDeleteAt)}.`
      }
      errorMessage="The app could not be deleted."
      onSuccess={(data) => {
        if (!data) return;
        onDeleted(data.scheduledToDeleteAt);
        void queryClient.invalidateQueries({ queryKey: accountAppKeys.all });
      }}
    />
  );
}
