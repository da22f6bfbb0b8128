"use client";

import { useId, useRef } from "react";
import type { FilterTextProps } from "@/components/filters/filter-text";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Label } from "@/components/ui/label";
import { ID_PATTERN, isServiceId } from "@/lib/ids";
import { ConversationPicker } from "./conversation-picker";
import { GroupPicker } from "./group-picker";
import { RecipientPicker } from "./recipient-picker";
import { UserPicker } from "./user-picker";

const PICKERS = {
  user: UserPicker,
  group: GroupPicker,
  recipient: RecipientPicker,
  conversation: ConversationPicker,
};
// A conversation's id joins two uids, so it may be longer than one; the list's own check bounds it.
const isId = (kind: keyof typeof PICKERS, v: string) =>
  kind === "conversation" ? ID_PATTERN.test(v) : isServiceId(v);

export interface FilterPickerProps extends FilterTextProps {
  picker: keyof typeof PICKERS;
  /** Focus leaves the box once a suggestion is taken (a page whose keys act on its list). */
  leaveOnPick?: boolean;
}

/** A list's filter by a user, group or conversation, chosen by name; the URL holds its id. */
export function FilterPicker({
  picker,
  label,
  value,
  onCommit,
  placeholder,
  width = "w-56",
  leaveOnPick = false,
}: FilterPickerProps) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // A pause in typing a name ("wei wang") leaves the filter as it is: only an id (picked or typed) or a blank
  // box goes to the URL. A pick goes at once.
  const [text, setText, commitNow] = useDebouncedInput(value ?? "", (v) => {
    const typed = v.trim();
    if (!typed || isId(picker, typed)) onCommit(typed || null);
  });
  const Picker = PICKERS[picker];
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Picker
        id={id}
        ref={box}
        className={width}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        onPick={(o) => {
          commitNow(o.value);
          if (leaveOnPick) box.current?.blur();
        }}
      />
    </div>
  );
}
