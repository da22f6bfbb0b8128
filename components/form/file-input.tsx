"use client";

import { type ComponentProps, type Ref, useEffect, useRef } from "react";
import { Input } from "@/components/ui/input";

/** A file read as text in the browser. */
export interface TextFile {
  name: string;
  text: string;
}

/** Puts back in the box the file it showed before the picker emptied it (the picker was cancelled). */
function showAgain(input: HTMLInputElement, file: File | undefined) {
  if (!file || typeof DataTransfer === "undefined") return;
  try {
    const chosen = new DataTransfer();
    chosen.items.add(file);
    input.files = chosen.files;
  } catch {
    // A browser that cannot: the box stays empty, and what was read before stays read.
  }
}

type FileInputProps = Omit<
  ComponentProps<typeof Input>,
  "type" | "value" | "defaultValue" | "onChange" | "onClick"
> & {
  /** The latest pick's name and text; a file picked again under the same name is read again. */
  onRead: (file: TextFile) => void;
  /** A larger file is not read: `onTooLarge` hears of it instead. */
  maxBytes?: number;
  onTooLarge?: (file: File) => void;
};

/**
 * A file box whose every pick is read. A browser fires no change for the file already chosen, so a file edited
 * and saved under the same name would not be read again: the box is emptied as the picker opens, and shows its
 * file again if the picker is cancelled.
 */
export function FileInput({ onRead, maxBytes, onTooLarge, ref, ...props }: FileInputProps) {
  const box = useRef<HTMLInputElement | null>(null);
  const before = useRef<File | undefined>(undefined);
  // The latest pick wins over a slower read of an earlier one.
  const reads = useRef(0);
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    // React does not pass an input's `cancel` on: listened to here.
    const onCancel = () => showAgain(input, before.current);
    input.addEventListener("cancel", onCancel);
    return () => input.removeEventListener("cancel", onCancel);
  }, []);
  return (
    <Input
      {...props}
      type="file"
      ref={(el) => {
        box.current = el;
        setRef(ref, el);
      }}
      onClick={(e) => {
        before.current = e.currentTarget.files?.[0];
        e.currentTarget.value = "";
      }}
      onChange={async (e) => {
        const input = e.currentTarget;
        const picked = input.files?.[0];
        if (!picked) {
          showAgain(input, before.current);
          return;
        }
        const read = ++reads.current;
        if (maxBytes !== undefined && picked.size > maxBytes) {
          onTooLarge?.(picked);
          return;
        }
        const text = await picked.text();
        if (read === reads.current) onRead({ name: picked.name, text });
      }}
    />
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
