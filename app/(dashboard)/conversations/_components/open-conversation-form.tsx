"use client";

import { useState } from "react";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { useActionForm } from "@/components/form/use-action-form";
import { type OpenConversationInput, openConversationInput } from "@/lib/inputs/chat-conversations-query";
import type { Conversation } from "@/lib/schemas/conversations";
import { openConversationAction } from "../_lib/actions";
import { ConversationCard } from "./conversation-card";
import { AsUserField, ConversationTool } from "./conversation-tool";

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
    <ConversationTool
      id="open-conversation-title"
      title="Open a conversation"
      form={form}
      onSubmit={submit}
      pending={pending}
      submitLabel="Open"
      pendingLabel="Opening…"
      result={opened ? <ConversationCard conversation={opened.conversation} viewer={opened.viewer} /> : null}
    >
      <AsUserField control={form.control} />
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
    </ConversationTool>
  );
}
