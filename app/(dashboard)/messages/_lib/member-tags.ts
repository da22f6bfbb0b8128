import type { Conversation } from "@/lib/schemas/conversations";

export interface MemberTag {
  tag: string;
  count: number;
}

/**
 * The tags a member gave the conversations listed for them, each with how many carry it, most used first
 * (then by name); `complete` when the list read was the whole of theirs.
 */
export function memberTagTally(
  conversations: readonly Pick<Conversation, "tags">[],
  complete: boolean,
): { tags: MemberTag[]; complete: boolean } {
  const counts = new Map<string, number>();
  for (const c of conversations)
    for (const t of new Set(c.tags ?? [])) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tags = [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  return { tags, complete };
}
