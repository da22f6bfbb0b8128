"use client";

import Link from "next/link";
import type { Dispatch } from "react";
import { Button } from "@/components/ui/button";
import type { ModerationReason } from "@/lib/schemas/moderation";
import type { Filters } from "../_lib/queue-items";
import type { QueueAction, QueueState } from "../_lib/review-queue-reducer";
import { FilterInput, IdSelect, QueueFilterPicker } from "./queue-fields";

// Each queue with its own filter: reports by the reason given, blocked messages by the rule that caught them.
const TABS = [
  {
    kind: "flagged",
    label: "Reported by users",
    by: { key: "reason", label: "Reported for", none: "Any reason" },
  },
  { kind: "blocked", label: "Blocked by rules", by: { key: "rule", label: "Blocked by", none: "Any rule" } },
] as const;

/** Above the queue: which queue, its filters, the reason recorded with outcomes, and the rules' page. */
export function QueueToolbar({
  state,
  dispatch,
  reasons,
  rules,
  canChangeRules,
}: {
  state: QueueState;
  dispatch: Dispatch<QueueAction>;
  reasons: ModerationReason[];
  rules: { id: string; name: string }[];
  canChangeRules: boolean;
}) {
  const { kind, filters } = state;
  const { by } = kind === "flagged" ? TABS[0] : TABS[1];
  const filter = (key: keyof Filters) => (value: string) => dispatch({ type: "filter", key, value });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="tablist" aria-label="Queue" className="flex gap-1">
        {TABS.map((t) => (
          <Button
            key={t.kind}
            role="tab"
            aria-selected={kind === t.kind}
            variant={kind === t.kind ? "default" : "outline"}
            size="sm"
            onClick={() => dispatch({ type: "kind", kind: t.kind })}
          >
            {t.label}
          </Button>
        ))}
      </div>
      <QueueFilterPicker
        picker="user"
        label="Sender"
        placeholder="Anyone"
        value={filters.sender}
        onChange={filter("sender")}
      />
      <QueueFilterPicker
        picker="recipient"
        label="Sent to"
        placeholder="Any user or group"
        value={filters.receiver}
        onChange={filter("receiver")}
      />
      <FilterInput label="Since (UTC)" type="date" value={filters.since} onChange={filter("since")} />
      <IdSelect
        label={by.label}
        none={by.none}
        options={by.key === "reason" ? reasons : rules}
        value={filters[by.key]}
        onChange={filter(by.key)}
      />
      <IdSelect
        label="Reason recorded with the outcome"
        none="None"
        options={reasons}
        value={state.reasonId}
        onChange={(reasonId) => dispatch({ type: "reason", reasonId })}
      />
      {canChangeRules ? (
        <Link href="/moderation/rules" className="ml-auto text-sm underline underline-offset-2">
          Rules and keyword lists
        </Link>
      ) : null}
    </div>
  );
}
