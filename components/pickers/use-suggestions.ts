"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDebounced } from "@/components/use-debounced";
import { unwrapAction } from "@/lib/action-result";
import type { PickerOption, PickerSearchInput } from "@/lib/pickers/schema";

export type PickerSearch = (
  input: PickerSearchInput,
) => Promise<{ data?: PickerOption[]; serverError?: string; validationErrors?: unknown } | undefined>;

export const pickerKeys = {
  all: ["pickers"] as const,
  search: (kind: string, input: PickerSearchInput) =>
    [...pickerKeys.all, kind, input.search ?? "", input.onBehalfOf ?? ""] as const,
};

export function useSuggestions({
  kind,
  text,
  search,
  onBehalfOf,
  enabled,
}: {
  kind: string;
  text: string;
  search: PickerSearch;
  onBehalfOf?: string;
  enabled: boolean;
}) {
  const wanted = text.trim().slice(0, 100);
  const settled = useDebounced(wanted, 250);
  const input: PickerSearchInput = { search: settled, ...(onBehalfOf ? { onBehalfOf } : {}) };
  const query = useQuery({
    queryKey: pickerKeys.search(kind, input),
    queryFn: async () => unwrapAction(await search(input)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  return {
    options: query.data ?? [],
    pending: enabled && (settled !== wanted || query.isFetching),
    error: query.error?.message,
    /** The answer (suggestions or refusal) is for the text as it is now. */
    current: settled === wanted && !query.isPlaceholderData && (query.isSuccess || query.isError),
  };
}
