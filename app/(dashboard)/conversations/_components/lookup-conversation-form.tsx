"use client";

import { useState } from "react";
import { PickerField } from "@/components/form/picker-field";
import { useActionForm } from "@/components/form/use-action-form";
import { type LookupConversationInput, lookupConversationInput } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { lookupConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";
import { AsUserField, ConversationTool } from "./conversation-tool";

const BLANK: LookupConversationInput = { conversationId: "", onBehalfOf: "" };

export function LookupConversationForm() {
  const [found, setFound] = useState<{ conversations: Conversation[]; viewer: string }>();
  const { form, submit, pending } = useActionForm({
    schema: lookupConversationInput,
    action: (v) => {
      setFound(undefined);
      return lookupConversationAction(v);
    },
    defaultValues: BLANK,
    onSuccess: (conversations, v) => setFound({ conversations, viewer: v.onBehalfOf }),
  });
  return (
    <ConversationTool
      id="lookup-conversation-title"
      title="Look up by conversation id"
      note={
        <p className="text-xs text-muted-foreground">
          Uses the deprecated get-conversation operation, which the service keeps for older integrations.
        </p>
      }
      form={form}
      onSubmit={submit}
      pending={pending}
      submitLabel="Look up"
      pendingLabel="Looking up…"
      result={found?.conversations.map((c) => (
        <ConversationCard key={c.conversationId} conversation={c} viewer={found.viewer} />
      ))}
    >
      <PickerField
        picker="conversation"
        control={form.control}
        name="conversationId"
        label="Conversation id"
        hint="<uidA>_user_<uidB> or group_<guid>"
        inputClassName="w-72"
      />
      <AsUserField control={form.control} />
    </ConversationTool>
  );
}
