"use client";

import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { TextareaField } from "@/components/form/text-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { RowButton } from "@/components/row-button";
import { tagConversationAction } from "@/lib/actions/conversations";
import { partyId } from "@/lib/conversation-links";
import { tagConversationForm } from "@/lib/inputs/chat-conversations-query";
import { conversationKeys, userKeys } from "@/lib/query-keys";
import type { Conversation } from "@/lib/schemas/conversations";

/** The tags this user gives one of their conversations (up to 25; the other side keeps its own). */
export function TagConversationDialog({ uid, conversation: c }: { uid: string; conversation: Conversation }) {
  const queryClient = useQueryClient();
  const start = { tags: (c.tags ?? []).join(", ") };
  const { form, dialog } = useDialogForm({
    schema: tagConversationForm,
    action: (values) =>
      tagConversationAction({
        uid,
        conversationType: c.conversationType,
        with: partyId(c),
        form: { tags: values.tags.join(",") },
      }),
    start,
    after: (saved) => ({ tags: (saved?.tags ?? []).join(", ") }),
    onSaved: async (saved) => {
      toast.success(
        saved?.tags?.length
          ? `Tagged ${c.conversationId} for ${uid}: ${saved.tags.join(", ")}.`
          : `Removed the tags of ${c.conversationId} for ${uid}.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) }),
      ]);
    },
  });
  return (
    <FormDialog
      {...dialog}
      trigger={<RowButton label="Tags" row={`of ${c.conversationId}`} />}
      title={`Tags of ${c.conversationId} for ${uid}`}
      description={`The tags ${uid} gives this conversation, to find it by; the other side keeps its own. Empty removes them.`}
      submitLabel="Save tags"
      pendingLabel="Saving…"
    >
      <TextareaField
        control={form.control}
        name="tags"
        label="Tags"
        hint="Comma or line separated; up to 25, each up to 100 characters."
      />
    </FormDialog>
  );
}
