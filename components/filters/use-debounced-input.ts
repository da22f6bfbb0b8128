"use client";

import { useEffect, useRef, useState } from "react";

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

  // A value chosen (not typed) is committed at once: nothing is left to wait for.
  const commitNow = (v: string) => {
    committed.current = v;
    setText(v);
    commit.current(v);
  };

  return [text, setText, commitNow] as const;
}
