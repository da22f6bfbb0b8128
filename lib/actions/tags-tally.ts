import { z } from "zod";

/** The most pages of users, and of groups, read for tag suggestions: enough for most apps, bounded for any. */
export const TAG_SOURCE_PAGES = 4;
export const TAG_SOURCE_PER_PAGE = 500;

export const tagSuggestionSchema = z.object({
  tag: z.string(),
  users: z.number(),
  groups: z.number(),
});
export type TagSuggestion = z.infer<typeof tagSuggestionSchema>;

/**
 * The tags the users and groups carry, each with how many carry it, the most carried first (then by name).
 * Tags differing only in case stay apart: the service matches them exactly.
 */
export function tallyTags(
  users: readonly { tags?: readonly string[] }[],
  groups: readonly { tags?: readonly string[] }[],
): TagSuggestion[] {
  const byTag = new Map<string, TagSuggestion>();
  const count = (rows: readonly { tags?: readonly string[] }[], kind: "users" | "groups") => {
    for (const row of rows)
      for (const tag of new Set(row.tags ?? [])) {
        const t = byTag.get(tag) ?? { tag, users: 0, groups: 0 };
        t[kind]++;
        byTag.set(tag, t);
      }
  };
  count(users, "users");
  count(groups, "groups");
  return [...byTag.values()].sort(
    (a, b) => b.users + b.groups - (a.users + a.groups) || a.tag.localeCompare(b.tag),
  );
}

/** Who carries a tag, as a suggestion's detail: "3 users · 1 group". */
export function carriedBy(t: TagSuggestion): string {
  const part = (n: number, noun: string) => (n ? `${n} ${noun}${n === 1 ? "" : "s"}` : "");
  return [part(t.users, "user"), part(t.groups, "group")].filter(Boolean).join(" · ");
}
