export interface PaletteEntry {
  group: "Pages" | "Actions";
  label: string;
  href: string;
  keywords?: string;
}

export function matchEntries(entries: PaletteEntry[], text: string): PaletteEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return entries;
  return entries.filter((e) => {
    const hay = `${e.label} ${e.keywords ?? ""}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
