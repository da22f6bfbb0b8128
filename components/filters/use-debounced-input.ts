"use client";

import { useEffect, useRef, useState } from "react";

/**
 * A text input's own state that commits to `onCommit` after `ms` without typing, and follows `value`
 * when it changes from outside (back/forward, "Clear filters").
 */
export function useDebouncedInput(value: string, onCommit: (v: string) => void, ms = 350) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const t = setTimeout(() => {
      committed.current = text;
      commit.current(text);
    }, ms);
    return () => clearTimeout(t);
  }, [text, ms]);

  return [text, setText] as const;
}
