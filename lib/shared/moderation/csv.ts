/** A list's terms as a CSV, one per line; a term a spreadsheet would run gets a leading `'`, taken off on import. */
export function termsToCsv(terms: readonly string[]): string {
  return terms
    .map((t) => {
      const s = /^[=+\-@\t\r]/.test(t) ? `'${t}` : t;
      return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
    })
    .join("\r\n");
}

export function csvToTerms(csv: string): string[] {
  const out: string[] = [];
  for (const line of csv.split(/\r?\n/)) {
    for (const m of line.matchAll(/\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/g)) {
      const cell = (m[1] !== undefined ? m[1].replaceAll('""', '"') : (m[2] ?? "")).trim();
      if (cell) out.push(/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
      if (m[0] === "") break;
    }
  }
  return out;
}
