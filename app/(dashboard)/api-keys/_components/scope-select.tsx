"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { API_KEY_SCOPES } from "@/lib/api/api-keys-query";
import type { ApiKeyScope } from "@/lib/schemas/api-keys";

const HINT: Record<ApiKeyScope, string> = {
  authOnly: "authOnly: create users and auth tokens",
  fullAccess: "fullAccess: every operation",
};

/** The scope picker of the create and edit dialogs. */
export function ScopeSelect({
  value,
  onChange,
  ...aria
}: {
  value: ApiKeyScope | undefined;
  onChange: (v: ApiKeyScope) => void;
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as ApiKeyScope)}>
      <SelectTrigger {...aria}>
        <SelectValue placeholder="Choose a scope" />
      </SelectTrigger>
      <SelectContent>
        {API_KEY_SCOPES.map((s) => (
          <SelectItem key={s} value={s}>
            {HINT[s]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
