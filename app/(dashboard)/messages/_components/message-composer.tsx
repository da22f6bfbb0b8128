"use client";

import { toast } from "sonner";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { SwitchField } from "@/components/form/switch-field";
import { TextareaField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import {
  type ListMessagesParams,
  type SendMessageValues,
  sendMessageActionInput,
} from "@/lib/inputs/chat-messages-query";
import { sendMessageAction } from "../_lib/actions";

export function MessageComposer({ params, onSent }: { params: ListMessagesParams; onSent: () => void }) {
  const group = params.receiverType === "group";
  const blank: SendMessageValues = {
    receiverType: params.receiverType,
    target: params.target,
    ...(params.onBehalfOf ? { as: params.onBehalfOf } : {}),
    sender: group ? "" : (params.onBehalfOf ?? ""),
    text: "",
    asBot: false,
  };
  const { form, submit, pending } = useActionForm({
    schema: sendMessageActionInput,
    action: sendMessageAction,
    defaultValues: blank,
    onSuccess: (m, v) => {
      const who = v.sender ? `${v.asBot ? "the bot of " : ""}${v.sender}` : "the app";
      toast.success(`Sent message ${m.id} as ${who}.`);
      form.reset({ ...v, text: "" });
      onSent();
    },
  });
  return (
    <form
      noValidate
      aria-label="Send a message"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      onSubmit={submit}
    >
      <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
        {group ? (
          <PickerField
            control={form.control}
            name="sender"
            picker="user"
            label="Send as"
            hint="A member of the group; blank sends as the app."
          />
        ) : (
          <SelectField
            control={form.control}
            name="sender"
            label="Send as"
            native
            options={[params.onBehalfOf ?? "", params.target]
              .filter(Boolean)
              .map((uid) => ({ value: uid, label: uid }))}
            hint="Either user; the other receives it."
          />
        )}
        <TextareaField
          control={form.control}
          name="text"
          label="Message"
          rows={2}
          hint="Delivered to the conversation as if sent from the app; at most 65 KB."
        />
      </div>
      <SwitchField
        control={form.control}
        name="asBot"
        label="From the sender's bot"
        hint="A bot is connected to a user: the message comes from that bot (an announcement, an automated reply)."
      />
      <FormError form={form} />
      {/* On the left: the toasts of earlier sends stack at the bottom right, where they would cover it. */}
      <div className="flex">
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send
        </SubmitButton>
      </div>
    </form>
  );
}
