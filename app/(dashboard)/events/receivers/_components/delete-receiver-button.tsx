"use client";

import { useRouter } from "next/navigation";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { deleteReceiverEndpointAction } from "../../_lib/receiver-actions";

export function DeleteReceiverButton({ endpoint }: { endpoint: ReceiverEndpoint }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Delete"
      name={endpoint.name}
      title={`Delete ${endpoint.name}?`}
      description={
        <>
          Deliveries to <code>{endpoint.path}</code> are refused from now on; a webhook still pointing here
          will fail. Events already stored stay. This cannot be undone.
        </>
      }
      confirmLabel="Delete endpoint"
      action={() => deleteReceiverEndpointAction({ id: endpoint.id })}
      successMessage={`Deleted the endpoint ${endpoint.name}.`}
      errorMessage="The endpoint could not be deleted."
      onSuccess={() => router.refresh()}
    />
  );
}
