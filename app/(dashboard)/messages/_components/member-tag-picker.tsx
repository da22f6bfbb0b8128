"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { MultiPicker, type MultiPickerProps } from "@/components/pickers/multi-picker";
import { tagProblem } from "@/components/pickers/tag-picker";
import { unwrapAction } from "@/lib/action-result";
import { listConversationsAction } from "@/lib/actions/conversations";
import type { PickerOption } from "@/lib/pickers/schema";
import { conversationKeys } from "@/lib/query-keys";
import { memberTagTally } from "../_lib/member-tags";

const SHOWN = 12;
/** The most conversations read for suggestions: one page of the service's largest. */
const READ = 1000;

/**
 * Picks tags from those `member` gave their conversations (read once, then matched here as the admin types),
 * each suggestion saying how many of their conversations carry it; a tag not among them may still be typed.
 */
export function MemberTagPicker({ member, ...props }: MultiPickerProps & { member: string }) {
  const client = useQueryClient();
  const search = useCallback(
    async ({ search = "" }: { search?: string }) => {
      const { tags, complete } = await client.fetchQuery({
        queryKey: conversationKeys.memberTags(member),
        queryFn: async () => {
          const page = unwrapAction(
            await listConversationsAction({ onBehalfOf: member, page: 1, perPage: READ }),
          );
          return memberTagTally(page.data, page.meta.pagination.total_pages <= 1);
        },
        staleTime: 5 * 60_000,
      });
      const wanted = search.trim().toLowerCase();
      const data: PickerOption[] = tags
        .filter((t) => t.tag.toLowerCase().includes(wanted))
        .slice(0, SHOWN)
        .map((t) => ({
          value: t.tag,
          label: t.tag,
          detail: `${complete ? "" : "at least "}${t.count} conversation${t.count === 1 ? "" : "s"}`,
        }));
      return { data };
    },
    [client, member],
  );
  return (
    <MultiPicker
      // The suggestions are this member's: their cache is apart from another member's.
      kind={`member-tag:${member}`}
      noun="tag"
      search={search}
      validate={tagProblem}
      avatars={false}
      placeholder="Pick or type a tag"
      {...props}
    />
  );
}
