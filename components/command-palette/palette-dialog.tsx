"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Command } from "cmdk";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useDebounced } from "@/components/use-debounced";
import { UserAvatar } from "@/components/user-avatar";
import { unwrapAction } from "@/lib/action-result";
import { searchEverythingAction } from "@/lib/search/actions";
import type { SearchHit, SearchKind } from "@/lib/search/schema";
import { matchEntries, type PaletteEntry, pickedHref } from "./entries";

const HEADINGS: Record<SearchKind, string> = {
  user: "Users",
  group: "Groups",
  conversation: "Conversations",
  call: "Calls",
  message: "Messages",
};

const ITEM =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground";
const GROUP =
  "px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground";

export function PaletteDialog({
  open,
  onOpenChange,
  entries,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: PaletteEntry[];
}) {
  const router = useRouter();
  const [text, setText] = useState("");
  /** An action on one user, waiting for the user to be picked. */
  const [picking, setPicking] = useState<PaletteEntry>();
  // Each opening starts from the pages and actions.
  useEffect(() => {
    if (!open) setPicking(undefined);
  }, [open]);
  const wanted = text.trim().slice(0, 200);
  const settled = useDebounced(wanted, 150);
  const search = useQuery({
    queryKey: ["search", settled],
    queryFn: async () => unwrapAction(await searchEverythingAction({ text: settled })),
    enabled: open && settled.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const found = wanted ? (search.data?.hits ?? []) : [];
  const hits = picking ? found.filter((h) => h.kind === picking.pick) : found;
  const matched = picking ? [] : matchEntries(entries, wanted);
  const go = (href: string) => {
    onOpenChange(false);
    setText("");
    setPicking(undefined);
    router.push(href);
  };
  const choose = (e: PaletteEntry) => {
    if (!e.pick) return go(e.href);
    setPicking(e);
    setText("");
  };
  const back = () => {
    setPicking(undefined);
    setText("");
  };
  const byKind = Object.entries(HEADINGS)
    .map(([kind, heading]) => ({ heading, hits: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.hits.length > 0);
  const searching = wanted.length > 0 && (settled !== wanted || search.isFetching);
  const failed = (wanted ? (search.data?.failed ?? []) : []).filter(
    (f) => !picking || f.kind === picking.pick,
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        className="top-[15%] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
        onEscapeKeyDown={(e) => {
          if (!picking) return;
          e.preventDefault();
          back();
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Find users, groups, conversations, calls by session id and messages by id, or jump to a page or an
          action.
        </DialogDescription>
        <Command shouldFilter={false} loop label="Search" className="flex flex-col">
          {picking ? (
            <p id="palette-step" className="border-b border-border px-3 py-2 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{picking.label}</span> Which user? Escape goes
              back.
            </p>
          ) : null}
          <Command.Input
            value={text}
            onValueChange={setText}
            aria-describedby={picking ? "palette-step" : undefined}
            onKeyDown={(e) => {
              if (picking && e.key === "Backspace" && text === "") back();
            }}
            placeholder={
              picking
                ? "Name or uid of the user…"
                : "Name, uid, guid, call session id, message id, or a page…"
            }
            className="h-11 w-full border-b border-border bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-[60vh] overflow-y-auto p-1">
            <p aria-live="polite" className="px-2 py-1 text-xs text-muted-foreground empty:hidden">
              {searching
                ? "Searching…"
                : search.error
                  ? `The service could not be searched: ${search.error.message}`
                  : ""}
            </p>
            {picking && !wanted ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                Type part of the user&apos;s name or uid.
              </p>
            ) : null}
            {!searching && wanted && hits.length === 0 && matched.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted-foreground">
                {picking ? `No user matches “${wanted}”.` : `Nothing matches “${wanted}”.`}
              </p>
            ) : null}
            {byKind.map((g) => (
              <Command.Group key={g.heading} heading={g.heading} className={GROUP}>
                {g.hits.map((h) => (
                  <HitItem
                    key={`${h.kind}:${h.id}`}
                    hit={h}
                    onSelect={() => go(picking ? pickedHref(picking, h.id) : h.href)}
                  />
                ))}
              </Command.Group>
            ))}
            {(["Actions", "Pages"] as const).map((group) => {
              const items = matched.filter((e) => e.group === group);
              return items.length ? (
                <Command.Group key={group} heading={group} className={GROUP}>
                  {items.map((e) => (
                    <Command.Item
                      key={e.label}
                      value={`${group}:${e.label}`}
                      onSelect={() => choose(e)}
                      className={ITEM}
                    >
                      {e.hint ? (
                        <span className="flex min-w-0 flex-col">
                          <span className="truncate">{e.label}</span>
                          <span className="truncate text-xs text-muted-foreground">
                            <span className="sr-only"> — </span>
                            {e.hint}
                          </span>
                        </span>
                      ) : (
                        e.label
                      )}
                    </Command.Item>
                  ))}
                </Command.Group>
              ) : null;
            })}
            {failed.length ? (
              <p role="status" className="px-2 py-1 text-xs text-destructive">
                Not searched:{" "}
                {failed.map((f) => `${HEADINGS[f.kind].toLowerCase()} (${f.message})`).join("; ")}
              </p>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}

function HitItem({ hit, onSelect }: { hit: SearchHit; onSelect: () => void }) {
  return (
    <Command.Item value={`${hit.kind}:${hit.id}`} onSelect={onSelect} className={ITEM}>
      {hit.kind === "user" || hit.kind === "group" || hit.kind === "conversation" ? (
        <UserAvatar name={hit.label} id={hit.id} src={hit.avatar} />
      ) : null}
      <span className="flex min-w-0 flex-col">
        <span className="truncate">{hit.label}</span>
        {hit.detail ? <span className="truncate text-xs text-muted-foreground">{hit.detail}</span> : null}
      </span>
    </Command.Item>
  );
}
