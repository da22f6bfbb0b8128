"use client";

import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { createReceiverEndpointAction } from "../../_lib/receiver-actions";
import { createReceiverInput } from "../../_lib/schema";
import { IssueDialog, useIssueForm } from "./issue-credentials";

export function CreateReceiverDialog() {
  const { issued, dialog } = useIssueForm({
    schema: createReceiverInput,
    // A blank name lets the dashboard name the endpoint.
    action: ({ name }) => createReceiverEndpointAction({ name: name || undefined }),
    defaultValues: { name: "" },
    issuedSentence: (created) => `Created the endpoint ${created.id}.`,
  });
  return (
    <IssueDialog
      {...dialog}
      trigger={<Button>New endpoint</Button>}
      title={issued ? `Endpoint created: ${issued.name}` : "New receiver endpoint"}
      description={
        issued
          ? "Point a webhook at this URL with these credentials."
          : "The URL and credentials are shown after it is created, once."
      }
      submitLabel="Create endpoint"
      pendingLabel="Creating…"
    >
      <TextField
        control={dialog.form.control}
        name="name"
        label="Name"
        hint="Optional; at most 100 characters."
      />
    </IssueDialog>
  );
}
