"use client";

import { useState } from "react";
import { UserAvatar } from "@/components/user-avatar";
import type { PickerOption } from "@/lib/pickers/schema";
import { Combobox, type PickerInputProps } from "./combobox";
import { type PickerSearch, useSuggestions } from "./use-suggestions";

export interface SinglePickerProps extends PickerInputProps {
  value: string;
  onChange: (value: string) => void;
}

export function SinglePicker({
  kind,
  search,
  noun,
  onBehalfOf,
  value,
  onChange,
  ...input
}: SinglePickerProps & { kind: string; search: PickerSearch; noun: string; onBehalfOf?: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickerOption>();
  const s = useSuggestions({ kind, text: value, search, onBehalfOf, enabled: open });
  const shown = picked && picked.value === value ? picked : undefined;
  return (
    <Combobox
      text={value}
      onTextChange={onChange}
      open={open}
      onOpenChange={setOpen}
      options={s.options}
      pending={s.pending}
      error={s.error}
      emptyText={value.trim() ? `No ${noun} matches “${value.trim()}”.` : `No ${noun}s yet.`}
      listLabel={`Matching ${noun}s`}
      onPick={(o) => {
        setPicked(o);
        onChange(o.value);
      }}
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
