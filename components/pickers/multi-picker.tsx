"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { UserAvatar } from "@/components/user-avatar";
import type { PickerOption } from "@/lib/pickers/schema";
import { addIds, exactMatch, idKey, LIST_SEPARATOR, splitIds } from "@/lib/pickers/selection";
import { Combobox, type PickerInputProps } from "./combobox";
import { type PickerSearch, useSuggestions } from "./use-suggestions";

export interface MultiPickerProps extends PickerInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  max?: number;
  /** Suggestions and chips show a picture or initials (users, groups); off for plain words such as tags. */
  avatars?: boolean;
  /** Values differing only in case are different ones (tags); uids and guids are not. */
  caseSensitive?: boolean;
}

export function MultiPicker({
  kind,
  search,
  noun,
  validate,
  value,
  onChange,
  max = Infinity,
  avatars = true,
  caseSensitive = false,
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
  const chosen = new Set(value.map((v) => idKey(v, caseSensitive)));
  const options = full ? [] : s.options.filter((o) => !chosen.has(idKey(o.value, caseSensitive)));

  const add = (ids: string[]) => {
    const bad = ids.filter((id) => validate(id));
    const good = ids.filter((id) => !validate(id));
    const r = addIds(value, good, max, caseSensitive);
    if (r.values.length !== value.length) onChange(r.values);
    const notes = [
      bad.length ? `${validate(bad[0] ?? "")}: ${bad.join(", ")}` : "",
      r.overLimit.length ? `The limit is reached; left out: ${r.overLimit.join(", ")}.` : "",
      r.duplicates.length ? `Already chosen: ${r.duplicates.join(", ")}.` : "",
    ].filter(Boolean);
    setNote(notes.length ? notes.join(" ") : undefined);
    return bad.length === 0;
  };

  const pick = (o: PickerOption) => {
    setKnown((k) => ({ ...k, [o.value]: o }));
    add([o.value]);
    setText("");
  };

  // A list's entries end at commas and line breaks (typed or pasted); what comes before one is taken as typed.
  const takeList = (t: string, complete: boolean) => {
    const parts = t.split(LIST_SEPARATOR);
    const rest = complete ? "" : (parts.pop() ?? "");
    add(splitIds(parts.join(",")));
    setText(rest.trimStart());
  };

  const typed = text.trim();
  const footer = full ? "The limit is reached: remove one to add another." : undefined;

  return (
    <div className="flex flex-col gap-1">
      <Combobox
        text={text}
        onTextChange={(t) => {
          // Spaces stay: "wei wang" is one name to search for, not two ids.
          if (LIST_SEPARATOR.test(t)) takeList(t, false);
          else setText(t);
        }}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData("text/plain");
          // A name or one id is pasted as text to search for; a list (the browser would join its lines) is taken whole.
          if (!LIST_SEPARATOR.test(pasted)) return;
          e.preventDefault();
          const box = e.currentTarget;
          const [from, to] = [box.selectionStart ?? text.length, box.selectionEnd ?? text.length];
          takeList(text.slice(0, from) + pasted + text.slice(to), true);
        }}
        open={open}
        onOpenChange={setOpen}
        options={options}
        ready={s.current}
        pending={!full && s.pending}
        error={s.error}
        emptyText={full ? "" : typed ? `No ${noun} matches “${typed}”.` : `No more ${noun}s to suggest.`}
        footer={footer}
        listLabel={`Matching ${noun}s`}
        avatars={avatars}
        onPick={pick}
        onEnter={(t) => {
          const id = t.trim();
          if (!id) return "pass";
          // Chosen already (and so not suggested), or no room: the note says so.
          if (full || chosen.has(idKey(id, caseSensitive))) {
            if (add([id])) setText("");
            return "done";
          }
          return "pick";
        }}
        onNoMatch={() => setNote(undefined)}
        onBackspaceEmpty={() => {
          if (value.length > 0) onChange(value.slice(0, -1));
        }}
        before={value.map((id) => {
          const o = known[id];
          return (
            <span
              key={id}
              className={`inline-flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-0.5 pr-1 text-xs ${avatars ? "pl-0.5" : "pl-2"}`}
            >
              {avatars ? <UserAvatar name={o?.label} id={id} src={o?.avatar} /> : null}
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
          // Leaving the box keeps what names one exactly, or a typed id, so "type it, then press Add" works;
          // a part of a name stays in the box (a suggestion is the admin's to pick, not the first one's).
          onBlur: () => {
            if (typed) {
              const exact = exactMatch(typed, options, caseSensitive);
              if (exact) pick(exact);
              else if (!validate(typed) && !(s.current && options.length > 0)) {
                if (add([typed])) setText("");
              } else setNote(`“${typed}” is not added: pick one of the suggestions.`);
            }
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
