"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextareaField, TextField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { type EditMessageValues, editMessageActionInput } from "@/lib/inputs/chat-messages-query";
import { metadataText } from "@/lib/inputs/form-text";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import { editMessageAction } from "../../_lib/actions";

export function EditMessageDialog({
  message,
  compact = false,
}: {
  message: Message;
  /** A small "Edit" button, for a message among others (a conversation's transcript). */
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const isText = message.category === "message" && message.type === "text";
  const start: EditMessageValues = {
    messageId: message.id,
    ...(isText ? { text: message.data.text ?? "" } : {}),
    metadata: metadataText(message.data.metadata),
    tags: (message.tags ?? []).join(", "),
  };
  const { form, dialog } = useDialogForm({
    schema: editMessageActionInput,
    action: editMessageAction,
    start,
    onSaved: async () => {
      toast.success(`Edited message ${message.id}.`);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
  return (
    <FormDialog
      {...dialog}
      trigger={
        compact ? (
          <Button variant="ghost" size="sm" aria-label={`Edit message ${message.id}…`}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
        ) : (
          <Button variant="outline">Edit…</Button>
        )
      }
      title={`Edit message ${message.id}`}
      description="The conversation shows the change, marked edited; the service keeps when it was edited."
      submitLabel="Save message"
      pendingLabel="Saving…"
    >
      {isText ? (
        <TextareaField control={form.control} name="text" label="Text" rows={4} hint="At most 65 KB." />
      ) : null}
      <TextareaField
        control={form.control}
        name="metadata"
        label="Metadata (JSON)"
        rows={3}
        hint='A JSON object, such as {"pinned": true}; blank clears it.'
      />
      <TextField
        control={form.control}
        name="tags"
        label="Tags"
        hint="Separated by commas; at most 25 of at most 100 characters; blank clears them."
      />
    </FormDialog>
  );
}
