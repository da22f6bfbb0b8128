export interface PaletteEntry {
  group: "Pages" | "Actions";
  label: string;
  /** Where it goes; with `pick`, `{id}` stands for what is picked. */
  href: string;
  keywords?: string;
  /** A line under the label: what the page it opens asks next. */
  hint?: string;
  /** The action is on one user: the palette asks which (searching as it does) before it goes. */
  pick?: "user";
}

/** The entry's page for the user picked. */
export const pickedHref = (entry: PaletteEntry, id: string) =>
  entry.href.replace("{id}", encodeURIComponent(id));

export function matchEntries(entries: PaletteEntry[], text: string): PaletteEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((e) => {
    const hay = `${e.label} ${e.keywords ?? ""}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
