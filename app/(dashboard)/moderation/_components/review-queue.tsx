"use client";

import type { Role } from "@/lib/db/types";
import type { ModerationReason } from "@/lib/schemas/moderation";
import { KEYS_HINT } from "../_lib/outcomes";
import { NO_FILTERS, shownOf } from "../_lib/queue-items";
import { useMessageContext } from "../_lib/use-message-context";
import { useOutcomes } from "../_lib/use-outcomes";
import { useQueueKeys } from "../_lib/use-queue-keys";
import { useReviewQueue } from "../_lib/use-review-queue";
import { QueueList } from "./queue-list";
import { QueueMessage } from "./queue-message";
import { QueueToolbar } from "./queue-toolbar";

/** The moderation queue: one message at a time, worked by keyboard or buttons, and picked items in bulk. */
export function ReviewQueue({
  reasons,
  rules,
  canChangeRules,
  role,
}: {
  reasons: ModerationReason[];
  rules: { id: string; name: string }[];
  canChangeRules: boolean;
  role: Role;
}) {
  const { state, dispatch, queue, items, current, next, selection } = useReviewQueue();
  const shown = current ? shownOf(current.item.message) : undefined;
  const context = useMessageContext(shown, next);
  const { decide, undoLast } = useOutcomes({ current, reasonId: state.reasonId, dispatch });
  useQueueKeys({ count: items.length, decide, undoLast, dispatch });
  const sameSender = shown ? items.filter((i) => shownOf(i.item.message).sender === shown.sender).length : 0;

  return (
    <div className="flex flex-col gap-4">
      <QueueToolbar
        state={state}
        dispatch={dispatch}
        reasons={reasons}
        rules={rules}
        canChangeRules={canChangeRules}
      />
      <p className="text-xs text-muted-foreground">{KEYS_HINT}</p>
      {queue.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the queue…</p>
      ) : queue.error ? (
        <p role="alert" className="text-sm text-destructive">
          The queue could not be loaded: {queue.error.message}
        </p>
      ) : !current || !shown ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-6 text-sm">
          Nothing waits for review{state.filters === NO_FILTERS ? "" : " that matches these filters"}.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr]">
          <QueueList
            items={items}
            current={current}
            kind={state.kind}
            selection={selection}
            role={role}
            dispatch={dispatch}
          />
          <QueueMessage
            item={current}
            shown={shown}
            context={context}
            sameSender={sameSender}
            notice={state.notice?.id === shown.id ? state.notice.text : ""}
            onDecide={decide}
          />
        </div>
      )}
    </div>
  );
}
