import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "@/test/parse-csv";
import type { ExportColumn } from "../exports/types";
import { openRowWriter } from "./writer";

type Row = { id: number; text: string };
const columns = [
  { label: "Id", value: (r: Row) => r.id },
  { label: "Text", value: (r: Row) => r.text },
] as ExportColumn<unknown>[];
const file = (name: string) => path.join(mkdtempSync(path.join(tmpdir(), "export-writer-")), "sub", name);

describe("an export file's writer", () => {
  it("writes CSV with a header, quotes what needs quoting and defuses cells a spreadsheet would run", async () => {
    const f = file("messages.csv");
    const w = await openRowWriter({ file: f, format: "csv", columns, resumeAt: 0 });
    await w.write([
      { id: 1, text: 'said "hi", then left\nnew line' },
      { id: 2, text: '=HYPERLINK("http://x","click")' },
    ]);
    await w.write([
      { id: 3, text: "+1 555" },
      { id: 4, text: "-2+3" },
      { id: 5, text: "@SUM(A1)" },
    ]);
    await w.close();
    const text = readFileSync(f, "utf8");
    expect(text.startsWith("Id,Text\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["Id", "Text"],
      ["1", 'said "hi", then left\nnew line'],
      ["2", `'=HYPERLINK("http://x","click")`],
      ["3", "'+1 555"],
      ["4", "'-2+3"],
      ["5", "'@SUM(A1)"],
    ]);
  });

  it("writes JSON Lines: each record whole, one a line, newlines inside values escaped", async () => {
    const f = file("users.jsonl");
    const w = await openRowWriter({ file: f, format: "jsonl", columns, resumeAt: 0 });
    const rows = [
      { id: 1, text: "two\nlines", nested: { tags: ["a"] } },
      { id: 2, text: "=1+1" },
    ];
    const size = await w.write(rows);
    await w.close();
    const text = readFileSync(f, "utf8");
    expect(size).toBe(Buffer.byteLength(text));
    expect(text.split("\n")).toHaveLength(3);
    expect(
      text
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual(rows);
  });

  it("answers the file's size after each page, and resumes there: what a stopped run wrote after it is cut off", async () => {
    const f = file("calls.csv");
    const first = await openRowWriter({ file: f, format: "csv", columns, resumeAt: 0 });
    const saved = await first.write([{ id: 1, text: "a" }]);
    await first.write([{ id: 2, text: "written after the last save" }]);
    await first.close();
    writeFileSync(f, "half a li", { flag: "a" });

    const again = await openRowWriter({ file: f, format: "csv", columns, resumeAt: saved });
    await again.write([{ id: 2, text: "b" }]);
    await again.close();
    expect(parseCsv(readFileSync(f, "utf8"))).toEqual([
      ["Id", "Text"],
      ["1", "a"],
      ["2", "b"],
    ]);
  });

  it("writes a JSON array a page at a time, and resumes one mid-way without a row twice or a comma astray", async () => {
    const f = file("messages.json");
    const first = await openRowWriter({ file: f, format: "json", columns, resumeAt: 0 });
    await first.write([{ id: 1, text: "a" }]);
    const saved = await first.write([{ id: 2, text: "b\nc" }]);
    await first.write([{ id: 3, text: "written after the last save" }]);
    await first.close();
    writeFileSync(f, ',\n{"id":4,', { flag: "a" });

    const again = await openRowWriter({ file: f, format: "json", columns, resumeAt: saved });
    await again.write([{ id: 3, text: "d" }]);
    const size = await again.finish();
    const text = readFileSync(f, "utf8");
    expect(size).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual([
      { id: 1, text: "a" },
      { id: 2, text: "b\nc" },
      { id: 3, text: "d" },
    ]);
    const none = file("none.json");
    const empty = await openRowWriter({ file: none, format: "json", columns, resumeAt: 0 });
    await empty.write([]);
    await empty.finish();
    expect(JSON.parse(readFileSync(none, "utf8"))).toEqual([]);
  });

  it("refuses to resume a file that is gone rather than start it again mid-way", async () => {
    await expect(
      openRowWriter({ file: file("gone.jsonl"), format: "jsonl", columns, resumeAt: 120 }),
    ).rejects.toThrow(/the file written so far is gone/);
  });
});
