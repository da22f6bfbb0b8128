"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useAction } from "next-safe-action/hooks";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmContent } from "@/components/confirm-action-button";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { validationMessages } from "@/lib/action-result";
import { conversationKeys, messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import { deleteMessageAction } from "../../_lib/actions";

const MODES = [
  {
    value: "soft",
    label: "Delete (soft)",
    effect:
      "The text is removed; the message stays in the conversation, marked deleted with who deleted it and when.",
  },
  {
    value: "permanent",
    label: "Delete permanently",
    effect: "The message is gone: a later read of this id answers not found. This cannot be undone.",
  },
] as const;

export function DeleteMessageDialog({
  message,
  onDeleted,
  compact = false,
}: {
  message: Message;
  onDeleted?: (a: Message) => void;
  /** A small "Delete" button, for a message among others (a conversation's transcript). */
  compact?: boolean;
}) {
  const [mode, setMode] = useState<"soft" | "permanent">(message.deletedAt ? "permanent" : "soft");
  const queryClient = useQueryClient();
  const { execute, isPending } = useAction(deleteMessageAction, {
    onSuccess: ({ data }) => {
      if (data) onDeleted?.(data);
      toast.success(`Message ${message.id} deleted${mode === "permanent" ? " permanently" : ""}.`);
      queryClient.invalidateQueries({ queryKey: messageKeys.all });
      // Conversations show their last message, which may be the one just deleted.
      queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
    onError: ({ error }) =>
      toast.error(
        error.serverError ??
          (validationMessages(error.validationErrors).join(" ") || "The message could not be deleted."),
      ),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {compact ? (
          <Button variant="ghost" size="sm" disabled={isPending} aria-label={`Delete message ${message.id}`}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        ) : (
          <Button variant="destructive" disabled={isPending}>
            <Trash2 aria-hidden className="size-4" />
            Delete message
          </Button>
        )}
      </AlertDialogTrigger>
      <ConfirmContent
        title={`Delete message ${message.id}?`}
        description="Choose how. Both are recorded in the audit log."
        confirmLabel={mode === "permanent" ? "Delete permanently" : "Delete"}
        onConfirm={() => execute({ messageId: message.id, permanent: mode === "permanent" })}
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">How to delete</legend>
          {MODES.map((m) => (
            <label key={m.value} className="flex gap-3 rounded-md border border-border p-3 text-sm">
              <input
                type="radio"
                name="delete-mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
                disabled={m.value === "soft" && Boolean(message.deletedAt)}
              />
              <span>
                <span className="block font-medium">{m.label}</span>
                <span className="text-muted-foreground">{m.effect}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </ConfirmContent>
    </AlertDialog>
  );
}
