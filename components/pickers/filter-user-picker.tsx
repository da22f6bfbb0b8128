"use client";

import { useId } from "react";
import { useDebouncedInput } from "@/components/filters/use-debounced-input";
import { Label } from "@/components/ui/label";
import { UserPicker } from "./user-picker";

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
