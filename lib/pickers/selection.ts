export function moveActive(active: number, count: number, direction: "next" | "previous"): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return direction === "next" ? 0 : count - 1;
  return direction === "next" ? (active + 1) % count : (active - 1 + count) % count;
}

/** What ends an entry of a typed or pasted list: spaces do not, as they belong to a name ("wei wang"). */
export const LIST_SEPARATOR = /[,;\t\r\n]/;

export const splitIds = (text: string) =>
  text
    .split(LIST_SEPARATOR)
    .map((id) => id.trim())
    .filter(Boolean);

interface Suggestion {
  value: string;
  label: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The suggestion that is exactly `text`: its id, else the only one of that name. */
export function exactMatch<O extends Suggestion>(text: string, options: readonly O[]): O | undefined {
  const byId = options.find((o) => same(o.value, text));
  if (byId) return byId;
  const byName = options.filter((o) => same(o.label, text));
  return byName.length === 1 ? byName[0] : undefined;
}

/** What Enter takes for `text`: the suggestion that is exactly it, else the first (the best the service found). */
export const bestMatch = <O extends Suggestion>(text: string, options: readonly O[]): O | undefined =>
  exactMatch(text, options) ?? options.find((o) => same(o.label, text)) ?? options[0];

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
