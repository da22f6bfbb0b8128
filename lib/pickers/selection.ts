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

/**
 * How ids compare: without regard to case (the service stores uids and guids lower-case), or exactly for
 * words the service matches as given, such as tags.
 */
export const idKey = (id: string, caseSensitive = false) => (caseSensitive ? id : id.toLowerCase());

/** The suggestion that is exactly `text`: its id, else the only one of that name. */
export function exactMatch<O extends Suggestion>(
  text: string,
  options: readonly O[],
  caseSensitive = false,
): O | undefined {
  const byId = options.find((o) => (caseSensitive ? o.value.trim() === text.trim() : same(o.value, text)));
  if (byId) return byId;
  const byName = options.filter((o) => same(o.label, text));
  return byName.length === 1 ? byName[0] : undefined;
}

/** What Enter takes for `text`: the suggestion that is exactly it, else the first (the best the service found). */
export const bestMatch = <O extends Suggestion>(text: string, options: readonly O[]): O | undefined =>
  exactMatch(text, options) ?? options.find((o) => same(o.label, text)) ?? options[0];

export interface AddResult {
  values: string[];
  /** Ids already chosen, compared as `idKey` does. */
  duplicates: string[];
  overLimit: string[];
}

export function addIds(
  current: readonly string[],
  additions: readonly string[],
  max = Infinity,
  caseSensitive = false,
): AddResult {
  const values = [...current];
  const seen = new Set(current.map((v) => idKey(v, caseSensitive)));
  const duplicates: string[] = [];
  const overLimit: string[] = [];
  for (const id of additions) {
    if (seen.has(idKey(id, caseSensitive))) duplicates.push(id);
    else if (values.length >= max) overLimit.push(id);
    else {
      seen.add(idKey(id, caseSensitive));
      values.push(id);
    }
  }
  return { values, duplicates, overLimit };
}
