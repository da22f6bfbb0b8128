import type { PickerOption } from "./schema";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One list of suggestions for a field that takes a uid or a guid (a message's receiver): users and groups share
 * `limit` places, half each unless one kind has fewer to show; the one whose id the text is comes first; an id
 * both a user and a group have is offered once (the value is the same, so the filter is too).
 */
export function mergeRecipients(
  users: readonly PickerOption[],
  groups: readonly PickerOption[],
  search: string,
  limit: number,
): PickerOption[] {
  const userPlaces = Math.min(users.length, Math.max(Math.ceil(limit / 2), limit - groups.length));
  const taken = [
    ...users.slice(0, userPlaces).map((u) => ({ ...u, detail: `User · ${u.detail ?? u.value}` })),
    ...groups.slice(0, limit - userPlaces).map((g) => ({ ...g, detail: `Group · ${g.detail ?? g.value}` })),
  ];
  const seen = new Set<string>();
  const once = taken.filter((o) => {
    const key = o.value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const exact = once.findIndex((o) => same(o.value, search));
  if (exact <= 0) return once;
  return [once[exact] as PickerOption, ...once.slice(0, exact), ...once.slice(exact + 1)];
}
