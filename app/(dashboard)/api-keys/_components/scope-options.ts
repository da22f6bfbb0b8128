import type { SelectOption } from "@/components/form/select-field";
import { API_KEY_SCOPES } from "@/lib/inputs/api-keys-query";
import type { ApiKeyScope } from "@/lib/schemas/api-keys";

const HINT: Record<ApiKeyScope, string> = {
  authOnly: "authOnly: create users and auth tokens",
  fullAccess: "fullAccess: every operation",
};

export const SCOPE_OPTIONS: SelectOption[] = API_KEY_SCOPES.map((s) => ({ value: s, label: HINT[s] }));
