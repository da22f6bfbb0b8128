"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormDialog } from "@/components/form/form-dialog";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { useDialogForm } from "@/components/form/use-dialog-form";
import { Button } from "@/components/ui/button";
import { type ReadStateValues, readStateActionInput, usersOf } from "@/lib/inputs/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import { setReadStateAction } from "../../_lib/actions";

const STATES = [
  { value: "read", label: "Read up to this message" },
  { value: "unread", label: "Unread after this message" },
] as const;

export function ReadStateDialog({ message: m }: { message: Message }) {
  const queryClient = useQueryClient();
  const group = m.receiverType === "group";
  const pair = group ? [] : usersOf(m);
  const start: ReadStateValues = {
    messageId: m.id,
    receiverType: m.receiverType,
    other: group ? m.receiver : (pair[1] ?? ""),
    uid: group ? "" : (pair[0] ?? ""),
    state: "unread",
  };
  const { form, dialog } = useDialogForm({
    schema: readStateActionInput,
    action: setReadStateAction,
    start,
    onSaved: async (answer) => {
      toast.success(answer?.message ?? "The read state was changed.");
      await queryClient.invalidateQueries({ queryKey: messageKeys.detail(m.id) });
    },
  });
  const uid = useWatch({ control: form.control, name: "uid" });
  const chooseUser = (next: string) => {
    form.setValue("uid", next);
    // In a two-user conversation the mark moves in the conversation with the other one.
    if (!group) form.setValue("other", pair.find((u) => u !== next) ?? "");
  };
  return (
    <FormDialog
      {...dialog}
      trigger={<Button variant="outline">Read state…</Button>}
      title={`Read state at message ${m.id}`}
      description="Moves one user's read mark to this message; their unread count follows."
      submitLabel="Set read state"
      pendingLabel="Saving…"
    >
      {group ? (
        <PickerField
          control={form.control}
          name="uid"
          picker="user"
          label="Member"
          hint="A member of the group."
        />
      ) : (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">User</span>
          <div role="radiogroup" aria-label="User" className="flex gap-4">
            {pair.map((u) => (
              <label key={u} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="read-state-user"
                  checked={uid === u}
                  onChange={() => chooseUser(u)}
                />
                {u}
              </label>
            ))}
          </div>
        </div>
      )}
      <SelectField control={form.control} name="state" label="Mark" options={STATES} native />
    </FormDialog>
  );
}
