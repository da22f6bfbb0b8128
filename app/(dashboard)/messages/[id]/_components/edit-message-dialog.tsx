"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextareaField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import { Button } from "@/components/ui/button";
import { editMessageActionInput } from "@/lib/api/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import { editMessageAction } from "../../_lib/actions";

/** Replaces a text message's text; the service marks the message edited and tells its conversation. */
export function EditMessageDialog({ message }: { message: Message }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const start = { messageId: message.id, text: message.data.text ?? "" };
  const { form, submit, pending } = useActionForm({
    schema: editMessageActionInput,
    action: editMessageAction,
    defaultValues: start,
    onSuccess: async () => {
      toast.success(`Edited message ${message.id}.`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
  });
  const close = (next: boolean) => {
    setOpen(next);
    form.reset(start);
  };
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      pending={pending}
      open={open}
      onOpenChange={close}
      trigger={<Button variant="outline">Edit text…</Button>}
      title={`Edit message ${message.id}`}
      description="The conversation shows the new text, marked edited; the service keeps when it was edited."
      submitLabel="Save text"
      pendingLabel="Saving…"
    >
      <TextareaField control={form.control} name="text" label="Text" rows={4} hint="At most 65 KB." />
    </FormDialog>
  );
}
