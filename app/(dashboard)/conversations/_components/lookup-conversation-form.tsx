"use client";

import { useState } from "react";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type LookupConversationInput, lookupConversationInput } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { lookupConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";

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
    <Card aria-labelledby="lookup-conversation-title">
      <CardHeader>
        <CardTitle id="lookup-conversation-title">Look up by conversation id</CardTitle>
        <p className="text-xs text-muted-foreground">
          Uses the deprecated get-conversation operation, which the service keeps for older integrations.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form noValidate className="flex flex-wrap items-start gap-3" onSubmit={submit}>
          <PickerField
            picker="conversation"
            control={form.control}
            name="conversationId"
            label="Conversation id"
            hint="<uidA>_user_<uidB> or group_<guid>"
            inputClassName="w-72"
          />
          <PickerField
            picker="user"
            control={form.control}
            name="onBehalfOf"
            label="As user (uid)"
            subject="The uid"
            inputClassName="w-56"
          />
          <SubmitButton className="mt-6" pending={pending} pendingLabel="Looking up…">
            Look up
          </SubmitButton>
          <FormError form={form} className="w-full" />
        </form>
        {found?.conversations.map((c) => (
          <ConversationCard key={c.conversationId} conversation={c} viewer={found.viewer} />
        ))}
      </CardContent>
    </Card>
  );
}
