"use client";

import { useState } from "react";
import { UserAvatar } from "@/components/user-avatar";
import type { PickerOption } from "@/lib/pickers/schema";
import { Combobox, type PickerInputProps } from "./combobox";
import { type PickerSearch, useSuggestions } from "./use-suggestions";

export interface SinglePickerProps extends PickerInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was taken (clicked, or Enter), after `onChange` has its value. */
  onPick?: (option: PickerOption) => void;
}

export function SinglePicker({
  kind,
  search,
  noun,
  onBehalfOf,
  value,
  onChange,
  onPick,
  ...input
}: SinglePickerProps & { kind: string; search: PickerSearch; noun: string; onBehalfOf?: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickerOption>();
  // Typed since the last pick: Enter then takes a suggestion; otherwise (a value given, or picked) it submits.
  const [typed, setTyped] = useState(false);
  const s = useSuggestions({ kind, text: value, search, onBehalfOf, enabled: open });
  const shown = picked && picked.value === value ? picked : undefined;
  return (
    <Combobox
      text={value}
      onTextChange={(t) => {
        setTyped(true);
        onChange(t);
      }}
      open={open}
      onOpenChange={setOpen}
      options={s.options}
      ready={s.current}
      pending={s.pending}
      error={s.error}
      emptyText={value.trim() ? `No ${noun} matches “${value.trim()}”.` : `No ${noun}s yet.`}
      listLabel={`Matching ${noun}s`}
      onPick={(o) => {
        setPicked(o);
        setTyped(false);
        onChange(o.value);
        onPick?.(o);
      }}
      onEnter={(t) => (typed && t.trim() ? "pick" : "pass")}
      // The list says nothing matches; Enter again leaves the text to the form, which says what is wrong.
      onNoMatch={() => setTyped(false)}
      before={
        shown ? (
          <span className="flex items-center gap-1" title={shown.label}>
            <UserAvatar name={shown.label} id={shown.value} src={shown.avatar} />
            <span className="sr-only">{shown.label}</span>
          </span>
        ) : null
      }
      input={input}
    />
  );
}
