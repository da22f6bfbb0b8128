"use client";

import { useMemo } from "react";
import type { MultiPickerProps } from "@/components/pickers/multi-picker";
import { SuggestedTagPicker, type TagSource } from "@/components/pickers/tag-picker";
import { unwrapAction } from "@/lib/action-result";
import { listConversationsAction } from "@/lib/actions/conversations";
import { conversationKeys } from "@/lib/query-keys";
import { type MemberTag, memberTagTally } from "../_lib/member-tags";

/** The most conversations read for suggestions: one page of the service's largest. */
const READ = 1000;

/**
 * Picks tags from those `member` gave their conversations, each suggestion saying how many of their
 * conversations carry it.
 */
export function MemberTagPicker({ member, ...props }: MultiPickerProps & { member: string }) {
  const source = useMemo<TagSource<MemberTag>>(
    () => ({
      // The suggestions are this member's: their cache is apart from another member's.
      kind: `member-tag:${member}`,
      queryKey: conversationKeys.memberTags(member),
      read: async () => {
        const page = unwrapAction(
          await listConversationsAction({ onBehalfOf: member, page: 1, perPage: READ }),
        );
        return memberTagTally(page.data, page.meta.pagination.total_pages <= 1);
      },
      detail: (t, complete) =>
        `${complete ? "" : "at least "}${t.count} conversation${t.count === 1 ? "" : "s"}`,
    }),
    [member],
  );
  return <SuggestedTagPicker source={source} {...props} />;
}
