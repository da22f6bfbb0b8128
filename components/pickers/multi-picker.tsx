"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { UserAvatar } from "@/components/user-avatar";
import type { PickerOption } from "@/lib/pickers/schema";
import { addIds, splitIds } from "@/lib/pickers/selection";
import { Combobox, type PickerInputProps } from "./combobox";
import { type PickerSearch, useSuggestions } from "./use-suggestions";

export interface MultiPickerProps extends PickerInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
}

const SEPARATOR = /[\s,;]/;

export function MultiPicker({
  kind,
  search,
  noun,
  validate,
  value,
  onChange,
  max = Infinity,
  ...input
}: MultiPickerProps & {
  kind: string;
  search: PickerSearch;
  noun: string;
  validate: (id: string) => string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [note, setNote] = useState<string>();
  const [known, setKnown] = useState<Record<string, PickerOption>>({});
  const full = value.length >= max;
  const s = useSuggestions({ kind, text, search, enabled: open && !full });
  const chosen = new Set(value.map((v) => v.toLowerCase()));
  const options = full ? [] : s.options.filter((o) => !chosen.has(o.value.toLowerCase()));

  const add = (ids: string[]) => {
    const bad = ids.filter((id) => validate(id));
    const good = ids.filter((id) => !validate(id));
    const r = addIds(value, good, max);
    if (r.values.length !== value.length) onChange(r.values);
    const notes = [
      bad.length ? `${validate(bad[0] ?? "")}: ${bad.join(", ")}` : "",
      r.overLimit.length ? `The limit is reached; left out: ${r.overLimit.join(", ")}.` : "",
      r.duplicates.length ? `Already chosen: ${r.duplicates.join(", ")}.` : "",
    ].filter(Boolean);
    setNote(notes.length ? notes.join(" ") : undefined);
    return bad.length === 0;
  };

  const typed = text.trim();
  const footer = full
    ? "The limit is reached: remove one to add another."
    : typed && !validate(typed) && !options.some((o) => o.value.toLowerCase() === typed.toLowerCase())
      ? `Enter adds “${typed}” as typed.`
      : undefined;

  return (
    <div className="flex flex-col gap-1">
      <Combobox
        text={text}
        onTextChange={(t) => {
          // Commas and spaces end an id: what comes before them is added at once (pasting a list works).
          if (SEPARATOR.test(t)) {
            const parts = t.split(SEPARATOR);
            const rest = parts.pop() ?? "";
            add(parts.filter(Boolean));
            setText(rest);
          } else setText(t);
        }}
        open={open}
        onOpenChange={setOpen}
        options={options}
        pending={!full && s.pending}
        error={s.error}
        emptyText={full ? "" : typed ? `No ${noun} matches “${typed}”.` : `No more ${noun}s to suggest.`}
        footer={footer}
        listLabel={`Matching ${noun}s`}
        onPick={(o) => {
          setKnown((k) => ({ ...k, [o.value]: o }));
          add([o.value]);
          setText("");
        }}
        onEnter={(t) => {
          const ids = splitIds(t);
          if (ids.length === 0) return false;
          if (add(ids)) setText("");
          return true;
        }}
        onBackspaceEmpty={() => {
          if (value.length > 0) onChange(value.slice(0, -1));
        }}
        before={value.map((id) => {
          const o = known[id];
          return (
            <span
              key={id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 pl-0.5 text-xs"
            >
              <UserAvatar name={o?.label} id={id} src={o?.avatar} />
              <span className="truncate" title={o ? `${o.label} (${id})` : id}>
                {o && o.label !== id ? `${o.label} · ${id}` : id}
              </span>
              <button
                type="button"
                aria-label={`Remove ${id}`}
                className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                <X aria-hidden className="size-3" />
              </button>
            </span>
          );
        })}
        input={{
          ...input,
          placeholder: full ? undefined : input.placeholder,
          // Leaving the box keeps a typed uid (as Enter would), so "type it, then press Add" works.
          onBlur: () => {
            const ids = splitIds(text);
            if (ids.length > 0 && add(ids)) setText("");
            input.onBlur?.();
          },
        }}
      />
      <p aria-live="polite" className="text-xs text-muted-foreground empty:hidden">
        {note}
      </p>
    </div>
  );
}
