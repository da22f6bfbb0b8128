"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedInput } from "./use-debounced-input";

export function FilterText({
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
      <Input
        id={id}
        type="search"
        className={width}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
