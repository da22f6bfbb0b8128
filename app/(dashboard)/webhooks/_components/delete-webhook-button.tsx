"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { deleteWebhookAction } from "../_lib/actions";

export function DeleteWebhookButton({
  id,
  name,
  backToList,
}: {
  id: string;
  name: string;
  backToList?: boolean;
}) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Delete"
      name={name}
      title={`Delete the webhook ${name}?`}
      description={
        <>
          Webhook <code>{id}</code> stops receiving events at once, and deliveries still waiting are dropped.
          This cannot be undone.
        </>
      }
      confirmLabel="Delete webhook"
      action={() => deleteWebhookAction({ id })}
      successMessage={`Deleted the webhook ${name}.`}
      errorMessage="The webhook could not be deleted."
      onSuccess={() => (backToList ? router.push("/webhooks") : router.refresh())}
    />
  );
}
