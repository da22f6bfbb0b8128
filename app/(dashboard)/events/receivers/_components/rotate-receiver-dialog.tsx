"use client";

import { SelectField } from "@/components/form/select-field";
import { RowButton } from "@/components/row-button";
import type { ReceiverEndpoint } from "@/lib/receiver/endpoints";
import { rotateReceiverEndpointAction } from "../../_lib/receiver-actions";
import { rotateReceiverInput } from "../../_lib/schema";
import { IssueDialog, useIssueForm } from "./issue-credentials";

const GRACE_OPTIONS = [
  { value: 0, label: "None: the old password stops at once" },
  { value: 3600, label: "1 hour" },
  { value: 86_400, label: "1 day" },
  { value: 7 * 86_400, label: "7 days" },
  { value: 30 * 86_400, label: "30 days" },
];

export function RotateReceiverDialog({ endpoint }: { endpoint: ReceiverEndpoint }) {
  const { dialog } = useIssueForm({
    schema: rotateReceiverInput,
    action: rotateReceiverEndpointAction,
    defaultValues: { id: endpoint.id, graceSeconds: 86_400 },
    issuedSentence: () => `Rotated the credentials of ${endpoint.name}.`,
  });
  return (
    <IssueDialog
      {...dialog}
      trigger={<RowButton label="Rotate" row={endpoint.name} />}
      title={`Rotate the credentials of ${endpoint.name}`}
      description="A new password is issued; update the webhook before the old one stops working."
      submitLabel="Rotate credentials"
      pendingLabel="Rotating…"
    >
      <SelectField
        control={dialog.form.control}
        name="graceSeconds"
        label="Old password still accepted for"
        options={GRACE_OPTIONS}
        native
      />
    </IssueDialog>
  );
}
