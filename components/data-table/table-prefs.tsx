"use client";

import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { toast } from "sonner";
import { saveTablePrefAction } from "@/lib/actions/table-prefs";
import type { TablePref } from "@/lib/schemas/table-prefs";
import { DEFAULT_TABLE_PREF } from "@/lib/table-prefs-options";

type Prefs = Record<string, TablePref>;
const Ctx = createContext<{ prefs: Prefs; set: (list: string, pref: TablePref) => void } | null>(null);

export function TablePrefsProvider({ initial, children }: { initial: Prefs; children: ReactNode }) {
  const [prefs, setPrefs] = useState(initial);
  const set = useCallback((list: string, pref: TablePref) => {
    setPrefs((p) => ({ ...p, [list]: pref }));
    saveTablePrefAction({ list, ...pref }).then(
      (r) => {
        if (!r?.data) toast.error(r?.serverError ?? "Could not save the column choice.");
      },
      () => toast.error("Could not save the column choice."),
    );
  }, []);
  return <Ctx value={{ prefs, set }}>{children}</Ctx>;
}

export function useTablePref(list: string) {
  const ctx = useContext(Ctx);
  const pref = ctx?.prefs[list] ?? DEFAULT_TABLE_PREF;
  const save = ctx?.set;
  const set = useCallback(
    (next: Partial<TablePref>) => save?.(list, { ...pref, ...next }),
    [save, list, pref],
  );
  return [pref, set] as const;
}
