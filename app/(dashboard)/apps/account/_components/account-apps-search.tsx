"use client";

import { useQueryStates } from "nuqs";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { accountAppsSearchParams } from "../_lib/search-params";

/** The search box: debounced into `?q=`, which the server page reads (shallow: false re-renders it). */
export function AccountAppsSearch() {
  const [state, setState] = useQueryStates(accountAppsSearchParams, { shallow: false, history: "replace" });
  const [text, setText] = useState(state.q);
  useEffect(() => {
    if (text.trim() === state.q) return;
    const t = setTimeout(() => setState({ q: text.trim() || null, page: null }), 350);
    return () => clearTimeout(t);
  }, [text, state.q, setState]);
  return (
    <search aria-label="Search apps" className="flex flex-col gap-1.5">
      <Label htmlFor="account-apps-q">Search</Label>
      <Input
        id="account-apps-q"
        type="search"
        className="w-72"
        placeholder="Part of a name or app id"
        maxLength={100}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </search>
  );
}
