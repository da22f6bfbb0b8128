/** A page or an action the palette jumps to without asking the service. */
export interface PaletteEntry {
  group: "Pages" | "Actions";
  label: string;
  href: string;
  /** More words that find it ("new", "add"). */
  keywords?: string;
}

/** Entries whose label or keywords hold every word of the text, in any order. */
export function matchEntries(entries: PaletteEntry[], text: string): PaletteEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((e) => {
    const hay = `${e.label} ${e.keywords ?? ""}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
