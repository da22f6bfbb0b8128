"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { unwrapAction } from "@/lib/action-result";
import { listTagSuggestionsAction } from "@/lib/actions/tags";
import { carriedBy } from "@/lib/actions/tags-tally";
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

/**
 * Picks tags from those the app's users and groups carry (read once, then matched here as the admin types),
 * each suggestion saying how many carry it; a tag no one carries yet may still be typed.
 */
export function TagPicker(props: MultiPickerProps) {
  const client = useQueryClient();
  const search = useCallback(
    async ({ search = "" }: { search?: string }) => {
      const { tags, complete } = await client.fetchQuery({
        queryKey: tagKeys.suggestions(),
        queryFn: async () => unwrapAction(await listTagSuggestionsAction({})),
        staleTime: 5 * 60_000,
      });
      const wanted = search.trim().toLowerCase();
      const data: PickerOption[] = tags
        .filter((t) => t.tag.toLowerCase().includes(wanted))
        .slice(0, SHOWN)
        .map((t) => ({
          value: t.tag,
          label: t.tag,
          detail: complete ? carriedBy(t) : `at least ${carriedBy(t)}`,
        }));
      return { data };
    },
    [client],
  );
  return (
    <MultiPicker
      kind="tag"
      noun="tag"
      search={search}
      validate={tagProblem}
      avatars={false}
      placeholder="Pick or type a tag"
      {...props}
    />
  );
}
