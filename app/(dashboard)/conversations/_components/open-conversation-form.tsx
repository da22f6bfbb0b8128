"use client";

import { useState } from "react";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useActionForm } from "@/components/form/use-action-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { type OpenConversationInput, openConversationInput } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { openConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";

const BLANK: OpenConversationInput = { onBehalfOf: "", with: "user", id: "" };
const WITH_OPTIONS = [
  { value: "user", label: "a user" },
  { value: "group", label: "a group" },
];

export function OpenConversationForm() {
  const [opened, setOpened] = useState<{ conversation: Conversation; viewer: string }>();
  const { form, submit, pending } = useActionForm({
    schema: openConversationInput,
    action: (v) => {
      setOpened(undefined);
      return openConversationAction(v);
    },
    defaultValues: BLANK,
    onSuccess: (conversation, v) => setOpened({ conversation, viewer: v.onBehalfOf }),
  });
  const group = form.watch("with") === "group";
  return (
    <Card aria-labelledby="open-conversation-title">
      <CardHeader>
        <CardTitle id="open-conversation-title">Open a conversation</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <form noValidate className="flex flex-wrap items-start gap-3" onSubmit={submit}>
          <PickerField
            picker="user"
            control={form.control}
            name="onBehalfOf"
            label="As user (uid)"
            subject="The uid"
            inputClassName="w-56"
          />
          <SelectField control={form.control} name="with" label="With" options={WITH_OPTIONS} native />
          <PickerField
            key={group ? "group" : "user"}
            picker={group ? "group" : "user"}
            control={form.control}
            name="id"
            label={group ? "Group (guid)" : "Other user (uid)"}
            subject={group ? "The guid" : "The uid"}
            inputClassName="w-56"
          />
          <SubmitButton className="mt-6" pending={pending} pendingLabel="Opening…">
            Open
          </SubmitButton>
          <FormError form={form} className="w-full" />
        </form>
        {opened ? <ConversationCard conversation={opened.conversation} viewer={opened.viewer} /> : null}
      </CardContent>
    </Card>
  );
}
