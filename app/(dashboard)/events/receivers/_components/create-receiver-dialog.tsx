"use client";

import { TextField } from "@/components/form/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { createReceiverEndpointAction } from "../../_lib/receiver-actions";
import { createReceiverInput } from "../../_lib/schema";
import { IssueBody, useIssueForm } from "./issue-credentials";

export function CreateReceiverDialog() {
  const { open, close, issued, body } = useIssueForm({
    schema: createReceiverInput,
    // A blank name lets the dashboard name the endpoint.
    action: ({ name }) => createReceiverEndpointAction({ name: name || undefined }),
    defaultValues: { name: "" },
    issuedSentence: (created) => `Created the endpoint ${created.id}.`,
  });
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>New endpoint</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHead title={issued ? `Endpoint created: ${issued.name}` : "New receiver endpoint"}>
          {issued
            ? "Point a webhook at this URL with these credentials."
            : "The URL and credentials are shown after it is created, once."}
        </DialogHead>
        <IssueBody {...body} submitLabel="Create endpoint" pendingLabel="Creating…">
          <TextField
            control={body.form.control}
            name="name"
            label="Name"
            hint="Optional; at most 100 characters."
          />
        </IssueBody>
      </DialogContent>
    </Dialog>
  );
}
