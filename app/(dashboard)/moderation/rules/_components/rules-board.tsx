"use client";

import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { DeleteButton } from "@/components/confirm-action-button";
import { QueryContent } from "@/components/query-content";
import { RowButton } from "@/components/row-button";
import { Dialog, DialogContent, DialogHead, DialogTrigger } from "@/components/ui/dialog";
import { unwrapAction } from "@/lib/action-result";
import { formatSecondsUtc } from "@/lib/format";
import { moderationKeys } from "@/lib/query-keys";
import type { KeywordList, ModerationReason, ModerationRule } from "@/lib/schemas/moderation";
import { termsToCsv } from "@/lib/shared/moderation/csv";
import {
  deleteKeywordListAction,
  deleteReasonAction,
  deleteRuleAction,
  listKeywordListsAction,
  listReasonsAction,
  listRevisionsAction,
  listRulesAction,
} from "../../_lib/actions";
import { KeywordListDialog } from "./keyword-list-dialog";
import { ReasonDialog } from "./reason-dialog";
import { RuleDialog } from "./rule-dialog";

const summary = (r: ModerationRule) =>
  r.conditions
    .map(
      (c) =>
        `${c.operand} ${c.operator} ${c.isKeywordsReferencePresent ? `list ${c.value.join(", ")}` : c.category === "pattern" ? `/${c.value.join("/, /")}/` : c.value.join(", ")}`,
    )
    .join("; ");

function download(list: KeywordList) {
  const blob = new Blob([termsToCsv(list.searchTerms)], { type: "text/csv;charset=utf-8" });
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = `${list.id}.csv`;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** One kind of thing the board keeps: its heading, its add button, and its entries in a bordered list. */
function BoardSection({
  id,
  title,
  add,
  children,
}: {
  id: string;
  title: string;
  add: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {add}
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">{children}</ul>
    </section>
  );
}

export function RulesBoard(initial: {
  rules: ModerationRule[];
  lists: KeywordList[];
  reasons: ModerationReason[];
}) {
  const queryClient = useQueryClient();
  const rules = useQuery({
    queryKey: moderationKeys.rules(),
    queryFn: async () => unwrapAction(await listRulesAction({})),
    initialData: initial.rules,
  });
  const lists = useQuery({
    queryKey: moderationKeys.keywords(),
    queryFn: async () => unwrapAction(await listKeywordListsAction({})),
    initialData: initial.lists,
  });
  const reasons = useQuery({
    queryKey: moderationKeys.reasons(),
    queryFn: async () => unwrapAction(await listReasonsAction({})),
    initialData: initial.reasons,
  });
  const refresh = (queryKey: QueryKey) => () => void queryClient.invalidateQueries({ queryKey });
  return (
    <div className="flex flex-col gap-8">
      <BoardSection id="rules-h" title="Rules" add={<RuleDialog lists={lists.data} />}>
        {rules.data.map((r) => (
          <li key={r.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">
                {r.name} <span className="text-xs text-muted-foreground">({r.id})</span>{" "}
                <span
                  className={
                    r.enabled ? "text-xs text-green-700 dark:text-green-400" : "text-xs text-muted-foreground"
                  }
                >
                  {r.enabled ? "enabled" : "disabled"}
                </span>
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {r.action.includes("dropMessage") ? "Discards" : "Withholds"} messages where {summary(r)}
              </p>
              {r.problems?.length ? (
                <div role="alert" className="text-sm text-destructive">
                  <p>This rule does not run as stored: edit it.</p>
                  <ul className="list-disc pl-5">
                    {r.problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            <div className="flex shrink-0 gap-2">
              <RuleDialog rule={r} lists={lists.data} />
              <RevisionsDialog rule={r} />
              <DeleteButton
                noun="rule"
                id={r.id}
                name={r.name}
                description="It stops applying at once; messages it withheld stay in the queue."
                action={() => deleteRuleAction({ id: r.id })}
                onSuccess={refresh(moderationKeys.rules())}
              />
            </div>
          </li>
        ))}
      </BoardSection>

      <BoardSection id="lists-h" title="Keyword lists" add={<KeywordListDialog />}>
        {lists.data.map((l) => (
          <li key={l.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">
                {l.name} <span className="text-xs text-muted-foreground">({l.id})</span>
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {l.searchTerms.length} {l.category === "pattern" ? "patterns" : "terms"}:{" "}
                {l.searchTerms.slice(0, 8).join(", ")}
                {l.searchTerms.length > 8 ? ", …" : ""}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <KeywordListDialog list={l} />
              <RowButton label="Export CSV" row={l.id} onClick={() => download(l)} />
              <DeleteButton
                noun="keyword list"
                short="list"
                id={l.id}
                name={l.name}
                description="The service refuses while a rule refers to it."
                action={() => deleteKeywordListAction({ id: l.id })}
                onSuccess={refresh(moderationKeys.keywords())}
              />
            </div>
          </li>
        ))}
      </BoardSection>

      <BoardSection id="reasons-h" title="Report reasons" add={<ReasonDialog />}>
        {reasons.data.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 p-3">
            <div>
              <p className="font-medium">{r.name}</p>
              {r.description ? <p className="text-sm text-muted-foreground">{r.description}</p> : null}
            </div>
            <div className="flex shrink-0 gap-2">
              <ReasonDialog reason={r} />
              <DeleteButton
                noun="reason"
                id={r.id}
                name={r.name}
                description="Reports that gave it keep its id."
                action={() => deleteReasonAction({ id: r.id })}
                onSuccess={refresh(moderationKeys.reasons())}
              />
            </div>
          </li>
        ))}
      </BoardSection>
    </div>
  );
}

const FIELDS = ["name", "description", "enabled", "action", "conditions"] as const;
const shownField = (r: ModerationRule, f: (typeof FIELDS)[number]) =>
  f === "conditions" ? summary(r) : JSON.stringify(r[f] ?? "");

function RevisionsDialog({ rule }: { rule: ModerationRule }) {
  const [open, setOpen] = useState(false);
  const revisions = useQuery({
    queryKey: moderationKeys.ruleRevisions(rule.id, rule.revisionId),
    queryFn: async () => unwrapAction(await listRevisionsAction({ id: rule.id })),
    enabled: open,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <RowButton label="Revisions" row={`of ${rule.id}`} />
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHead title={`Revisions of ${rule.name}`}>
          Newest first; each shows what changed from the one before.
        </DialogHead>
        <QueryContent query={revisions}>
          {(list) => (
            <ol className="flex flex-col gap-3">
              {list.map((r, i) => {
                const before = list[i + 1];
                const changed = before
                  ? FIELDS.filter((f) => shownField(r, f) !== shownField(before, f))
                  : [];
                return (
                  <li key={r.revisionId} className="rounded-md border border-border p-2 text-sm">
                    <p className="font-medium">
                      Revision {r.revisionId.split("_").pop()} · {formatSecondsUtc(r.updatedAt)}
                      {r.active ? " · current" : ""}
                    </p>
                    {before ? (
                      changed.length ? (
                        <ul>
                          {changed.map((f) => (
                            <li key={f}>
                              {f}: <del className="text-destructive">{shownField(before, f)}</del> →{" "}
                              <ins className="text-green-700 no-underline dark:text-green-400">
                                {shownField(r, f)}
                              </ins>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p className="text-muted-foreground">Saved without changes.</p>
                      )
                    ) : (
                      <p className="text-muted-foreground">Created: {summary(r)}</p>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </QueryContent>
      </DialogContent>
    </Dialog>
  );
}
