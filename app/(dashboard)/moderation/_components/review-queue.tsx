"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { BulkBar } from "@/components/bulk/bulk-bar";
import { useBulkSelection } from "@/components/bulk/use-bulk-selection";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { unwrapAction } from "@/lib/action-result";
import type { ReviewOutcome } from "@/lib/api/moderation-query";
import type { Role } from "@/lib/db/types";
import { dayStart, formatSecondsUtc } from "@/lib/format";
import { moderationKeys } from "@/lib/query-keys";
import type { BulkOperation } from "@/lib/schemas/bulk";
import type { BlockedMessage, FlaggedMessage, ModerationReason } from "@/lib/schemas/moderation";
import { applyOutcomeAction, listQueueAction, messageContextAction } from "../_lib/actions";
import { SenderHistory, senderHistoryQuery } from "./sender-history";

type Kind = "flagged" | "blocked";
type Item = { kind: "flagged"; item: FlaggedMessage } | { kind: "blocked"; item: BlockedMessage };
type Outcome = ReviewOutcome["outcome"];
type QueueData = { kind: "flagged"; items: FlaggedMessage[] } | { kind: "blocked"; items: BlockedMessage[] };

const UNDO_MS = 5000;
/** Items read at a time; more are read before the chosen-but-not-applied ones leave fewer than LOW_WATER. */
const PAGE = 50;
const LOW_WATER = 10;
interface Filters {
  sender: string;
  receiver: string;
  reason: string;
  rule: string;
  /** yyyy-mm-dd, UTC */
  since: string;
}
const NO_FILTERS: Filters = { sender: "", receiver: "", reason: "", rule: "", since: "" };
const queryOf = (kind: Kind, f: Filters, limit: number) => ({
  limit,
  sender: f.sender || undefined,
  receiver: f.receiver || undefined,
  reasonId: kind === "flagged" && f.reason ? f.reason : undefined,
  ruleId: kind === "blocked" && f.rule ? f.rule : undefined,
  from: f.since ? dayStart(f.since) : undefined,
});

interface Shown {
  id: string;
  sender: string;
  senderName?: string;
  senderAvatar?: string;
  receiver: string;
  receiverType: "user" | "group";
  text: string;
  sentAt?: number;
}

function shownOf(m: Record<string, unknown>): Shown {
  const data = (m.data ?? {}) as Record<string, unknown>;
  const sender = ((data.entities as Record<string, { entity?: Record<string, unknown> }> | undefined)?.sender
    ?.entity ?? {}) as Record<string, unknown>;
  const text =
    typeof data.text === "string"
      ? data.text
      : data.customData
        ? JSON.stringify(data.customData)
        : `(${String(m.type ?? "message")})`;
  return {
    id: String(m.id),
    sender: String(m.sender ?? ""),
    senderName: typeof sender.name === "string" ? sender.name : undefined,
    senderAvatar: typeof sender.avatar === "string" ? sender.avatar : undefined,
    receiver: String(m.receiver ?? ""),
    receiverType: m.receiverType === "group" ? "group" : "user",
    text,
    sentAt: typeof m.sentAt === "number" ? m.sentAt : undefined,
  };
}

const OUTCOMES: { outcome: Outcome; label: string; key: string; done: string; groupOnly?: boolean }[] = [
  { outcome: "approve", label: "Approve", key: "a", done: "Approved" },
  { outcome: "remove", label: "Remove message", key: "d", done: "Removed" },
  {
    outcome: "kick",
    label: "Remove and kick",
    key: "k",
    done: "Removed, sender kicked from",
    groupOnly: true,
  },
  { outcome: "ban", label: "Remove and ban", key: "b", done: "Removed, sender banned from", groupOnly: true },
  {
    outcome: "deactivate",
    label: "Remove and deactivate sender",
    key: "x",
    done: "Removed, sender deactivated",
  },
];

const BULK: Record<Kind, readonly BulkOperation[]> = {
  flagged: ["reports.dismiss", "reports.remove"],
  blocked: ["blocked.deliver", "blocked.reject"],
};

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
  const [kind, setKind] = useState<Kind>("flagged");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const filter = (k: keyof Filters) => (v: string) => {
    setFilters((f) => ({ ...f, [k]: v.trim() }));
    setIndex(0);
    setLimit(PAGE);
  };
  const [index, setIndex] = useState(0);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [reasonId, setReasonId] = useState("");
  /** Why the last key did nothing, for the message it was pressed on. */
  const [notice, setNotice] = useState<{ id: string; text: string }>();
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const queryClient = useQueryClient();

  const [limit, setLimit] = useState(PAGE);
  const selection = useBulkSelection({ kind, filters });
  const queue = useQuery({
    queryKey: moderationKeys.queue(kind, filters, limit),
    queryFn: async () => unwrapAction(await listQueueAction({ kind, query: queryOf(kind, filters, limit) })),
    placeholderData: keepPreviousData,
  });
  const items: Item[] = useMemo(() => {
    const d = queue.data;
    if (!d) return [];
    const all: Item[] =
      d.kind === "flagged"
        ? d.items.map((item) => ({ kind: "flagged" as const, item }))
        : d.items.map((item) => ({ kind: "blocked" as const, item }));
    return all.filter((i) => !hidden.has(`${i.kind}:${i.item.id}`));
  }, [queue.data, hidden]);
  // Outcomes wait UNDO_MS before they apply, so a quick moderator can choose faster than the list refreshes:
  // when the items left run low and more wait, the next read takes more (the shown ones stay meanwhile).
  const more = (queue.data?.items.length ?? 0) >= limit && items.length < LOW_WATER && limit < 1000;
  useEffect(() => {
    if (more && !queue.isFetching) setLimit((l) => Math.min(1000, l + PAGE));
  }, [more, queue.isFetching]);
  const current = items[Math.min(index, Math.max(items.length - 1, 0))];
  const shown = current ? shownOf(current.item.message) : undefined;

  const contextQuery = (s: Shown | undefined) => ({
    queryKey: moderationKeys.context(s?.id),
    queryFn: async () =>
      unwrapAction(
        await messageContextAction({
          id: (s as Shown).id,
          sender: (s as Shown).sender,
          receiver: (s as Shown).receiver,
          receiverType: (s as Shown).receiverType,
        }),
      ),
    enabled: Boolean(s?.sender && s.receiver && /^\d+$/.test(s.id)),
    staleTime: 60_000,
  });
  const context = useQuery(contextQuery(shown));
  const next = items[Math.min(index, Math.max(items.length - 1, 0)) + 1];
  useEffect(() => {
    if (!next) return;
    const s = shownOf(next.item.message);
    void queryClient.prefetchQuery(contextQuery(s));
    if (s.sender)
      void queryClient.prefetchQuery(
        senderHistoryQuery(s.sender, s.receiverType === "group" ? s.receiver : undefined),
      );
  });

  const decide = useCallback(
    (outcome: Outcome) => {
      if (!current || !shown) return;
      const spec = OUTCOMES.find((o) => o.outcome === outcome);
      if (!spec) return;
      if (spec.groupOnly && shown.receiverType !== "group") {
        // A key, not a button (those are not shown here): say why nothing happened.
        setNotice({
          id: shown.id,
          text: `“${spec.label}” is for messages sent to a group; message ${shown.id} went to ${shown.receiver} alone. To stop the sender everywhere, press x (remove and deactivate sender).`,
        });
        return;
      }
      setNotice(undefined);
      const key = `${current.kind}:${current.item.id}`;
      const input: ReviewOutcome = {
        kind: current.kind,
        id: current.item.id,
        outcome,
        reasonId: reasonId || undefined,
      };
      setHidden((h) => new Set(h).add(key));
      const unhide = () =>
        setHidden((h) => {
          const n = new Set(h);
          n.delete(key);
          return n;
        });
      const label = `${spec.done}${spec.groupOnly ? ` ${shown.receiver}` : ""}: message ${shown.id}`;
      const timer = setTimeout(async () => {
        pending.current.delete(key);
        try {
          unwrapAction(await applyOutcomeAction(input));
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: moderationKeys.queues() }),
            queryClient.invalidateQueries({ queryKey: moderationKeys.sender(shown.sender) }),
          ]);
          // Lists of other tabs or filters still hold it: read them afresh when they come back.
          queryClient.removeQueries({ queryKey: moderationKeys.queues(), type: "inactive" });
          // A refetch cancelled by a later outcome's may still hold it: take it out of the shown list first.
          queryClient.setQueriesData<QueueData>({ queryKey: moderationKeys.queues() }, (d) =>
            d ? ({ ...d, items: d.items.filter((i) => i.id !== input.id) } as QueueData) : d,
          );
          unhide();
          // After the queue's read: server actions from one page run one at a time.
          void queryClient.invalidateQueries({ queryKey: moderationKeys.figures() });
        } catch (e) {
          unhide();
          toast.error(`${label} failed: ${e instanceof Error ? e.message : "try again"}`);
        }
      }, UNDO_MS);
      pending.current.set(key, timer);
      toast(label, {
        id: `outcome-${key}`,
        duration: UNDO_MS,
        action: {
          label: "Undo",
          onClick: () => {
            clearTimeout(timer);
            pending.current.delete(key);
            unhide();
          },
        },
      });
    },
    [current, shown, reasonId, queryClient],
  );

  const undoLast = useCallback(() => {
    const last = [...pending.current.entries()].pop();
    if (!last) return;
    const [key, timer] = last;
    clearTimeout(timer);
    pending.current.delete(key);
    toast.dismiss(`outcome-${key}`);
    setHidden((h) => {
      const n = new Set(h);
      n.delete(key);
      return n;
    });
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (
        e.metaKey ||
        e.ctrlKey ||
        e.altKey ||
        t?.closest("input:not([type=checkbox]), textarea, select, [role=dialog]")
      )
        return;
      const spec = OUTCOMES.find((o) => o.key === e.key);
      if (spec) decide(spec.outcome);
      else if (e.key === "j" || e.key === "ArrowDown")
        setIndex((i) => Math.min(i + 1, Math.max(items.length - 1, 0)));
      else if (e.key === "ArrowUp" || e.key === "p") setIndex((i) => Math.max(i - 1, 0));
      else if (e.key === "u" || e.key === "z") undoLast();
      else return;
      // A notice answers the key just pressed; any other key moves on from it.
      if (!spec) setNotice(undefined);
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [items.length, decide, undoLast]);

  // Leaving the page keeps the chosen outcomes: their timers still run. Closing the tab would lose them.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current.size) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const sameSender = shown ? items.filter((i) => shownOf(i.item.message).sender === shown.sender).length : 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div role="tablist" aria-label="Queue" className="flex gap-1">
          {(["flagged", "blocked"] as const).map((k) => (
            <Button
              key={k}
              role="tab"
              aria-selected={kind === k}
              variant={kind === k ? "default" : "outline"}
              size="sm"
              onClick={() => {
                setKind(k);
                setIndex(0);
                setLimit(PAGE);
              }}
            >
              {k === "flagged" ? "Reported by users" : "Blocked by rules"}
            </Button>
          ))}
        </div>
        <FilterInput label="Sender" placeholder="uid" value={filters.sender} onChange={filter("sender")} />
        <FilterInput
          label="Sent to"
          placeholder="uid or guid"
          value={filters.receiver}
          onChange={filter("receiver")}
        />
        <FilterInput label="Since (UTC)" type="date" value={filters.since} onChange={filter("since")} />
        {kind === "flagged" ? (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Reported for
            <select
              className="h-9 rounded-md border border-border bg-background px-2 text-sm font-normal"
              value={filters.reason}
              onChange={(e) => filter("reason")(e.target.value)}
            >
              <option value="">Any reason</option>
              {reasons.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label className="flex flex-col gap-1 text-sm font-medium">
            Blocked by
            <select
              className="h-9 rounded-md border border-border bg-background px-2 text-sm font-normal"
              value={filters.rule}
              onChange={(e) => filter("rule")(e.target.value)}
            >
              <option value="">Any rule</option>
              {rules.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium">
          Reason recorded with the outcome
          <select
            className="h-9 rounded-md border border-border bg-background px-2 text-sm font-normal"
            value={reasonId}
            onChange={(e) => setReasonId(e.target.value)}
          >
            <option value="">None</option>
            {reasons.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        {canChangeRules ? (
          <Link href="/moderation/rules" className="ml-auto text-sm underline underline-offset-2">
            Rules and keyword lists
          </Link>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Keys: j / ↓ next, p / ↑ previous,{" "}
        {OUTCOMES.map(
          (o) => `${o.key} ${o.label.toLowerCase()}${o.groupOnly ? " (group messages)" : ""}`,
        ).join(", ")}
        , u undo. An outcome is applied {UNDO_MS / 1000} seconds after it is chosen, unless undone.
      </p>
      {queue.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the queue…</p>
      ) : queue.error ? (
        <p role="alert" className="text-sm text-destructive">
          The queue could not be loaded: {queue.error.message}
        </p>
      ) : !current || !shown ? (
        <p role="status" className="rounded-lg border border-dashed border-border p-6 text-sm">
          Nothing waits for review{filters === NO_FILTERS ? "" : " that matches these filters"}.
        </p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr]">
          <div className="flex flex-col gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={items.length > 0 && items.every((i) => selection.selected[i.item.id])}
                onChange={(e) =>
                  selection.onChange(
                    e.target.checked ? Object.fromEntries(items.map((i) => [i.item.id, true as const])) : {},
                  )
                }
              />
              Select all {items.length} shown
            </label>
            <BulkBar
              selection={selection}
              noun={{ one: "message", many: "messages" }}
              operations={BULK[kind]}
              role={role}
              query={{}}
            />
            <ol aria-label="Waiting for review" className="flex max-h-[70vh] flex-col gap-1 overflow-y-auto">
              {items.map((i, n) => {
                const s = shownOf(i.item.message);
                return (
                  <li key={`${i.kind}:${i.item.id}`} className="flex items-start gap-2">
                    <input
                      type="checkbox"
                      aria-label={`Select message ${i.item.id}`}
                      className="mt-3 size-4 shrink-0 accent-primary"
                      checked={Boolean(selection.selected[i.item.id])}
                      onChange={(e) => {
                        const { [i.item.id]: _was, ...others } = selection.selected;
                        selection.onChange(e.target.checked ? { ...others, [i.item.id]: true } : others);
                      }}
                    />
                    <button
                      type="button"
                      aria-current={i === current ? "true" : undefined}
                      onClick={() => {
                        setNotice(undefined);
                        setIndex(n);
                      }}
                      className="w-full rounded-md border border-border p-2 text-left text-sm aria-[current=true]:border-primary aria-[current=true]:bg-muted"
                    >
                      <span className="font-medium">{s.senderName ?? s.sender}</span>
                      <span className="block truncate text-muted-foreground">{s.text}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </div>
          <section
            aria-label={`Message ${shown.id}`}
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <div className="flex items-center gap-2">
              <UserAvatar name={shown.senderName ?? shown.sender} src={shown.senderAvatar} size="md" />
              <div>
                <Link
                  href={`/users/${encodeURIComponent(shown.sender)}`}
                  className="font-medium underline-offset-2 hover:underline"
                >
                  {shown.senderName ?? shown.sender}
                </Link>
                <p className="text-xs text-muted-foreground">
                  to {shown.receiverType === "group" ? "the group " : ""}
                  {shown.receiver} · {formatSecondsUtc(shown.sentAt)} · {sameSender} waiting from this sender
                </p>
              </div>
            </div>
            <Why item={current} />
            {shown.sender ? (
              <SenderHistory
                sender={shown.sender}
                guid={shown.receiverType === "group" ? shown.receiver : undefined}
              />
            ) : null}
            <div className="flex flex-col gap-1 rounded-md bg-muted/40 p-3 text-sm">
              {(context.data?.before ?? []).map((m) => (
                <ContextLine key={m.id} m={m} />
              ))}
              <p className="rounded bg-background p-2 font-medium">
                <span className="text-muted-foreground">{shown.sender}: </span>
                {shown.text}
              </p>
              {(context.data?.after ?? []).map((m) => (
                <ContextLine key={m.id} m={m} />
              ))}
              {context.isPending && context.fetchStatus !== "idle" ? (
                <p className="text-xs text-muted-foreground">Loading the conversation…</p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {OUTCOMES.filter((o) => !o.groupOnly || shown.receiverType === "group").map((o) => (
                <Button
                  key={o.outcome}
                  variant={o.outcome === "approve" ? "default" : "outline"}
                  size="sm"
                  onClick={() => decide(o.outcome)}
                  aria-keyshortcuts={o.key}
                >
                  {o.label} <kbd className="ml-1 rounded border px-1 text-[10px]">{o.key}</kbd>
                </Button>
              ))}
            </div>
            <p role="status" className="text-sm text-muted-foreground">
              {notice?.id === shown.id ? notice.text : ""}
            </p>
          </section>
        </div>
      )}
    </div>
  );
}

function Why({ item }: { item: Item }) {
  if (item.kind === "blocked") {
    const b = item.item;
    return (
      <p className="text-sm">
        Blocked by the rule <span className="font-medium">{b.ruleName}</span>
        {b.matched ? (
          <>
            {" "}
            on <mark className="rounded px-1">{b.matched}</mark>
          </>
        ) : null}
        .
      </p>
    );
  }
  return (
    <ul className="text-sm">
      {item.item.flags.map((f) => (
        <li key={f.uid}>
          Reported by <span className="font-medium">{f.uid}</span>
          {f.reason ? ` for ${f.reason.toLowerCase()}` : ""}
          {f.remark ? `: “${f.remark}”` : ""}
        </li>
      ))}
    </ul>
  );
}

function ContextLine({ m }: { m: { id: string; sender: string; data?: Record<string, unknown> } }) {
  const text = typeof m.data?.text === "string" ? m.data.text : "(not text)";
  return (
    <p className="px-2 text-muted-foreground">
      <span>{m.sender}: </span>
      {text}
    </p>
  );
}

function FilterInput({
  label,
  value,
  onChange,
  ...props
}: { label: string; value: string; onChange: (v: string) => void } & Omit<
  React.ComponentProps<"input">,
  "value" | "onChange"
>) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <input
        {...props}
        className="h-9 rounded-md border border-border bg-background px-2 text-sm font-normal"
        title="Enter or Escape returns to the queue's keys"
        onKeyDown={(e) => {
          if (e.key === "Escape" || e.key === "Enter") e.currentTarget.blur();
        }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
