"use client";

import { useId } from "react";
import type { FilterTextProps } from "@/components/filters/filter-text";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Label } from "@/components/ui/label";
import { isServiceId } from "@/lib/ids";
import { UserPicker } from "./user-picker";

export function FilterUserPicker({ label, value, onCommit, placeholder, width = "w-56" }: FilterTextProps) {
  const id = useId();
  // A pause in typing a name ("wei wang") leaves the filter as it is: only a uid (picked or typed) or a blank
  // box goes to the URL.
  const [text, setText] = useDebouncedInput(value ?? "", (v) => {
    const uid = v.trim();
    if (!uid || isServiceId(uid)) onCommit(uid || null);
  });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <UserPicker id={id} className={width} placeholder={placeholder} value={text} onChange={setText} />
    </div>
  );
}
