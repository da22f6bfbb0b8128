"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDebouncedInput } from "./use-debounced-input";

/** A text filter's props: its label, the URL's value, and the value to commit (null when blank). */
export interface FilterTextProps {
  label: string;
  value: string | null;
  onCommit: (v: string | null) => void;
  placeholder?: string;
  width?: string;
}

export function FilterText({ label, value, onCommit, placeholder, width = "w-56" }: FilterTextProps) {
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
