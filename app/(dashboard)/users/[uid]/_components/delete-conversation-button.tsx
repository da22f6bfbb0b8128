"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ConfirmActionButton } from "@/components/confirm-action-button";
import { deleteConversationAction } from "@/lib/actions/conversations";
import { partyId } from "@/lib/conversation-links";
import { conversationKeys, userKeys } from "@/lib/query-keys";
import type { Conversation } from "@/lib/schemas/conversations";

export function DeleteConversationButton({
  uid,
  conversation: c,
}: {
  uid: string;
  conversation: Conversation;
}) {
  const queryClient = useQueryClient();
  const [permanently, setPermanently] = useState(false);
  const id = useId();
  return (
    <ConfirmActionButton
      label="Delete"
      name={c.conversationId}
      title={`Delete ${c.conversationId} for ${uid}?`}
      description={
        <>
          The conversation and its messages so far disappear for {uid} only; the other side keeps them.{" "}
          <span className="mt-3 flex items-center gap-2">
            <input
              id={id}
              type="checkbox"
              className="size-4"
              checked={permanently}
              onChange={(e) => setPermanently(e.target.checked)}
            />
            <label htmlFor={id}>Also delete its messages for everyone, for good</label>
          </span>
        </>
      }
      confirmLabel={permanently ? "Delete for everyone" : `Delete for ${uid}`}
      action={() =>
        deleteConversationAction({ uid, conversationType: c.conversationType, with: partyId(c), permanently })
      }
      successMessage={(r) => r?.message ?? `The conversation was deleted for ${uid}.`}
      errorMessage={`The conversation could not be deleted for ${uid}.`}
      onSuccess={() => {
        setPermanently(false);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
        void queryClient.invalidateQueries({ queryKey: userKeys.detail(uid) });
      }}
    />
  );
}
