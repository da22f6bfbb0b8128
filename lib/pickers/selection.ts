export function moveActive(active: number, count: number, direction: "next" | "previous"): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return direction === "next" ? 0 : count - 1;
  return direction === "next" ? (active + 1) % count : (active - 1 + count) % count;
}

export const splitIds = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

export interface AddResult {
  values: string[];
  /** Ids compare without regard to case, as the service stores them lower-case. */
  duplicates: string[];
  overLimit: string[];
}

export function addIds(current: readonly string[], additions: readonly string[], max = Infinity): AddResult {
  const values = [...current];
  const seen = new Set(current.map((v) => v.toLowerCase()));
  const duplicates: string[] = [];
  const overLimit: string[] = [];
  for (const id of additions) {
    if (seen.has(id.toLowerCase())) duplicates.push(id);
    else if (values.length >= max) overLimit.push(id);
    else {
      seen.add(id.toLowerCase());
      values.push(id);
    }
  }
  return { values, duplicates, overLimit };
}
