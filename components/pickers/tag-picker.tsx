"use client";

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { unwrapAction } from "@/lib/action-result";
import { listTagSuggestionsAction } from "@/lib/actions/tags";
import { carriedBy, type TagSuggestion } from "@/lib/actions/tags-tally";
import type { PickerOption } from "@/lib/pickers/schema";
import { tagKeys } from "@/lib/query-keys";
import type { MultiPickerProps } from "./multi-picker";
import { MultiPicker } from "./multi-picker";

const SHOWN = 12;

/** Tags are matched exactly by the service; one too long or with a comma cannot be sent as a filter. */
export function tagProblem(tag: string): string | undefined {
  if (tag.length > 100) return "A tag is at most 100 characters";
  if (tag.includes(",")) return "A tag to filter by cannot hold a comma";
  return undefined;
}

/** Where a tag picker's suggestions come from: one read, cached under `queryKey`, and how each is described. */
export interface TagSource<T extends { tag: string }> {
  /** The picker's cache of chosen options is apart per source. */
  kind: string;
  queryKey: QueryKey;
  read(): Promise<{ tags: readonly T[]; complete: boolean }>;
  /** What a suggestion says beside its tag; `complete` is false when the read stopped before the end. */
  detail(tag: T, complete: boolean): string;
}

/**
 * Picks tags from suggestions read once from `source`, then matched here as the admin types; a tag not
 * among them may still be typed.
 */
export function SuggestedTagPicker<T extends { tag: string }>({
  source,
  ...props
}: MultiPickerProps & { source: TagSource<T> }) {
  const client = useQueryClient();
  const { queryKey, read, detail } = source;
  const search = useCallback(
    async ({ search = "" }: { search?: string }) => {
      const { tags, complete } = await client.fetchQuery({ queryKey, queryFn: read, staleTime: 5 * 60_000 });
      const wanted = search.trim().toLowerCase();
      const data: PickerOption[] = tags
        .filter((t) => t.tag.toLowerCase().includes(wanted))
        .slice(0, SHOWN)
        .map((t) => ({ value: t.tag, label: t.tag, detail: detail(t, complete) }));
      return { data };
    },
    [client, queryKey, read, detail],
  );
  return (
    <MultiPicker
      kind={source.kind}
      noun="tag"
      search={search}
      validate={tagProblem}
      avatars={false}
      // The service matches tags exactly: "VIP" and "vip" are two.
      caseSensitive
      placeholder="Pick or type a tag"
      {...props}
    />
  );
}

const appTags: TagSource<TagSuggestion> = {
  kind: "tag",
  queryKey: tagKeys.suggestions(),
  read: async () => unwrapAction(await listTagSuggestionsAction({})),
  detail: (t, complete) => (complete ? carriedBy(t) : `at least ${carriedBy(t)}`),
};

/** Picks tags from those the app's users and groups carry, each suggestion saying how many carry it. */
export function TagPicker(props: MultiPickerProps) {
  return <SuggestedTagPicker source={appTags} {...props} />;
}
