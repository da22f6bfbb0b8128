"use client";

import { useCallback } from "react";
import type { ImportKind } from "@/lib/import/kinds";
import type { ColumnMapping } from "@/lib/import/mapping";

const key = (kind: ImportKind) => `import-mapping:${kind}`;

/** The column mapping last chosen for a kind, kept in this browser (the columns are the admin's own files'). */
export function useRememberedMapping() {
  const recall = useCallback((kind: ImportKind): ColumnMapping => {
    try {
      const raw = window.localStorage.getItem(key(kind));
      const value: unknown = raw ? JSON.parse(raw) : {};
      return value && typeof value === "object" ? (value as ColumnMapping) : {};
    } catch {
      return {};
    }
  }, []);
  const remember = useCallback((kind: ImportKind, mapping: ColumnMapping) => {
    try {
      window.localStorage.setItem(key(kind), JSON.stringify(mapping));
    } catch {
      // Storage full or refused: the mapping still applies to this file.
    }
  }, []);
  return { recall, remember };
}
