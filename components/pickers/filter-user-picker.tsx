"use client";

import { useId } from "react";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Label } from "@/components/ui/label";
import { UserPicker } from "./user-picker";

/**
 * A filter row's user field: suggestions as the user types, but any text is a filter (debounced like
 * `FilterText`); the trimmed text, or null when empty, goes to `onCommit`.
 */
export function FilterUserPicker({
  label,
  value,
  onCommit,
  placeholder,
  width = "w-56",
}: {
  label: string;
  value: string | null;
  onCommit: (v: string | null) => void;
  placeholder?: string;
  /** A Tailwind width class. */
  width?: string;
}) {
  const id = useId();
  const [text, setText] = useDebouncedInput(value ?? "", (v) => onCommit(v.trim() || null));
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <UserPicker id={id} className={width} placeholder={placeholder} value={text} onChange={setText} />
    </div>
  );
}
