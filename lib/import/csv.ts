/** One record of a CSV and the line of the file it starts on (1 is the header's). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * Reads RFC 4180 CSV: fields separated by commas, quoted with `"` (a quote doubled inside), records ended by CRLF
 * or LF; a quoted field may hold line breaks. A quote left open is an error naming the line it opened on.
 */
export function parseCsv(text: string): { ok: true; records: CsvRecord[] } | { ok: false; error: string } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 0;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"' && cell === "") {
      quoted = true;
      quoteLine = line;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (quoted) return { ok: false, error: `a quote opened on line ${quoteLine} is never closed.` };
  if (cell !== "" || cells.length > 0) endRecord();
  return { ok: true, records };
}
