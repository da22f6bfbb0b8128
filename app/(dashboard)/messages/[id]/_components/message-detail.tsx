"use client";

import { useQuery } from "@tanstack/react-query";
import { use, useState } from "react";
import { SectionCard } from "@/components/section/section-card";
import { unwrapAction } from "@/lib/action-result";
import type { ListReactionsParams } from "@/lib/inputs/chat-messages-query";
import { messageKeys } from "@/lib/query-keys";
import type { Message } from "@/lib/schemas/messages";
import type { ReactionPage } from "@/lib/schemas/reactions";
import { getMessageAction } from "../../_lib/actions";
import { DeleteMessageDialog } from "./delete-message-dialog";
import { DeletionResult } from "./deletion-result";
import { EditMessageDialog } from "./edit-message-dialog";
import { MessageFields } from "./message-fields";
import { MessageReceipts } from "./message-receipts";
import { ReactionsTable } from "./reactions-table";
import { ReadStateDialog } from "./read-state-dialog";

export function MessageDetail({
  initial,
  canDelete,
  initialReactionParams,
  reactions,
}: {
  initial: Message;
  canDelete: boolean;
  initialReactionParams: ListReactionsParams;
  /** The first page of reactions, read on the server while the rest of the message draws. */
  reactions: Promise<FirstReactions>;
}) {
  const [deletion, setDeletion] = useState<Message>();
  const query = useQuery({
    queryKey: messageKeys.detail(initial.id),
    queryFn: async () => unwrapAction(await getMessageAction({ id: initial.id })),
    initialData: initial,
    retry: false,
  });
  const m = query.data;
  return (
    <div className="flex flex-col gap-6">
      {deletion ? <DeletionResult action={deletion} /> : null}
      {query.error ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-medium">The service no longer answers this message</p>
          <p className="text-muted-foreground">{query.error.message}</p>
        </div>
      ) : (
        <>
          {canDelete ? (
            <div className="flex flex-wrap gap-2">
              {(m.category === "message" || m.category === "custom") && !m.deletedAt ? (
                <EditMessageDialog message={m} />
              ) : null}
              {m.deletedAt ? null : <ReadStateDialog message={m} />}
              <DeleteMessageDialog message={m} onDeleted={setDeletion} />
            </div>
          ) : null}
          <MessageFields message={m} />
          <MessageReceipts message={m} />
          <SectionCard id="reactions" title="Reactions">
            <StreamedReactions message={m} initialParams={initialReactionParams} first={reactions} />
          </SectionCard>
        </>
      )}
    </div>
  );
}

type FirstReactions = { initialPage?: ReactionPage; initialError?: string };

/** The reactions table once its first page has come (the card shows a skeleton until then). */
function StreamedReactions({
  first,
  ...props
}: {
  message: Message;
  initialParams: ListReactionsParams;
  first: Promise<FirstReactions>;
}) {
  return <ReactionsTable {...props} {...use(first)} />;
}
