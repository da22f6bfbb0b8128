export function initials(name: string | undefined, id?: string): string {
  const words = (name ?? "").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const first = (w: string | undefined) => Array.from(w?.match(/[\p{L}\p{N}]/u)?.[0] ?? "")[0] ?? "";
  if (words.length > 0) {
    const letters = words.length === 1 ? first(words[0]) : first(words[0]) + first(words.at(-1));
    return letters.toLocaleUpperCase();
  }
  const fromId = first(id);
  return fromId ? fromId.toLocaleUpperCase() : "?";
}
