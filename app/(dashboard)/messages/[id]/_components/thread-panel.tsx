"use client";

import { useQueryClient } from "@tanstack/react-query";
import { parseAsInteger, parseAsString, parseAsStringLiteral } from "nuqs";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table/data-table";
import { useCursorTable } from "@/components/data-table/use-cursor-table";
import { fromAction } from "@/components/data-table/use-data-table";
import { FormError } from "@/components/form/form-error";
import { PickerField } from "@/components/form/picker-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { TextareaField } from "@/components/form/text-field";
import { useActionForm } from "@/components/form/use-action-form";
import {
  AFFIXES,
  DEFAULT_MESSAGE_PAGE_SIZE,
  type ListThreadParams,
  type ReplyInThreadValues,
  replyInThreadActionInput,
  usersOf,
} from "@/lib/inputs/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import { messageHref, messagesColumns } from "../../_components/messages-columns";
import { listThreadAction, replyInThreadAction } from "../../_lib/actions";

/** The thread's own URL keys, apart from its page's. */
export const threadSearchParams = {
  threadLimit: parseAsInteger.withDefault(DEFAULT_MESSAGE_PAGE_SIZE),
  threadAffix: parseAsStringLiteral(AFFIXES).withDefault("prepend"),
  threadCursor: parseAsString,
};

export function ThreadPanel({
  message,
  canReply,
  ...initial
}: {
  message: Message;
  canReply: boolean;
  initialParams: ListThreadParams;
  initialPage?: Awaited<ReturnType<typeof listThreadAction>>["data"];
  initialError?: string;
}) {
  const queryClient = useQueryClient();
  const list = useCursorTable({
    searchParams: threadSearchParams,
    toParams: (s): ListThreadParams => ({
      messageId: message.id,
      limit: Math.min(1000, Math.max(1, s.threadLimit)),
      affix: s.threadAffix,
      ...(s.threadCursor ? { id: s.threadCursor } : {}),
    }),
    filterKeys: [],
    queryKey: messageKeys.thread,
    fetchPage: fromAction(listThreadAction),
    labels: { previous: "Older", next: "Newer" },
    moves: (page, params) => {
      const rows = page?.data ?? [];
      const first = rows[0];
      const last = rows.at(-1);
      const more = Boolean(page?.meta.next);
      const older = params.affix === "prepend" ? more : Boolean(params.id);
      const newer = params.affix === "append" ? more : Boolean(params.id);
      return {
        previous: older && first ? { threadAffix: "prepend" as const, threadCursor: first.id } : undefined,
        next: newer && last ? { threadAffix: "append" as const, threadCursor: last.id } : undefined,
        summary: rows.length ? `${rows.length} replies shown` : "No reply yet",
      };
    },
    initialParams: initial.initialParams,
    initialPage: initial.initialPage,
    initialError: initial.initialError,
  });
  // The section around it (its heading and description) is the page's.
  return (
    <>
      <DataTable
        list="message-thread"
        caption="Replies in the thread, oldest first"
        columns={messagesColumns}
        getRowId={(m) => m.id}
        rowHref={messageHref}
        emptyTitle="No reply in this thread yet"
        {...list.table}
      />
      {canReply ? (
        <ThreadReply
          message={message}
          onSent={() => {
            void queryClient.invalidateQueries({ queryKey: messageKeys.detail(message.id) });
            list.setState({ threadAffix: "prepend", threadCursor: null });
          }}
        />
      ) : null}
    </>
  );
}

function ThreadReply({ message: m, onSent }: { message: Message; onSent: () => void }) {
  const group = m.receiverType === "group";
  const pair = group ? [] : usersOf(m);
  const blank: ReplyInThreadValues = {
    messageId: m.id,
    receiverType: m.receiverType,
    other: group ? m.receiver : (pair[1] ?? ""),
    sender: group ? "" : (pair[0] ?? ""),
    text: "",
  };
  const { form, submit, pending } = useActionForm({
    schema: replyInThreadActionInput,
    action: replyInThreadAction,
    defaultValues: blank,
    onSuccess: (r, v) => {
      toast.success(`Replied in the thread as ${v.sender} (message ${r.id}).`);
      form.reset({ ...v, text: "" });
      onSent();
    },
  });
  const sender = useWatch({ control: form.control, name: "sender" });
  return (
    <form
      noValidate
      aria-label="Reply in the thread"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      onSubmit={(e) => {
        // In a two-user conversation the reply goes to whichever user does not send it.
        if (!group) form.setValue("other", pair.find((u) => u !== sender) ?? "");
        return submit(e);
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
        {group ? (
          <PickerField
            control={form.control}
            name="sender"
            picker="user"
            label="Reply as"
            hint="A member of the group."
          />
        ) : (
          <SelectField
            control={form.control}
            name="sender"
            label="Reply as"
            native
            options={pair.map((uid) => ({ value: uid, label: uid }))}
            hint="Either user; the other receives it."
          />
        )}
        <TextareaField control={form.control} name="text" label="Reply" rows={2} hint="At most 65 KB." />
      </div>
      <FormError form={form} />
      <div className="flex">
        <SubmitButton pending={pending} pendingLabel="Replying…">
          Reply
        </SubmitButton>
      </div>
    </form>
  );
}
