import { describe, expect, it } from "vitest";
import { parseCsv } from "@/test/parse-csv";
import { AUDIT_CSV_HEADER, auditCsvLine, auditCsvStream, csvField } from "./audit-csv";
import type { AuditRow } from "./audit-filter";

const row = (over: Partial<AuditRow> = {}): AuditRow => ({
  id: 7,
  at: 1_790_000_000,
  actorEmail: "admin@example.com",
  actorRole: "admin",
  appId: "app-a",
  action: "apiKeys.create",
  target: "ab12…ef90",
  input: '{"name":"CI, \\"nightly\\"","scope":"authOnly"}',
  outcome: "ok",
  errorCode: null,
  ...over,
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function* source(rows: AuditRow[]) {
  yield* rows;
}

describe("csv", () => {
  it("quotes fields with quotes, commas and line breaks, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(42)).toBe("42");
  });

  it("defuses values a spreadsheet would run as formulas", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    // Numbers are numbers, not formulas.
    expect(csvField(-3)).toBe("-3");
  });

  it("writes an entry as one CRLF line that reads back to its values", () => {
    const line = auditCsvLine(row({ target: "x\r\ny", errorCode: "ERR_X" }));
    expect(line.endsWith("\r\n")).toBe(true);
    expect(parseCsv(line)).toEqual([
      [
        "7",
        "2026-09-21T14:13:20.000Z",
        "admin@example.com",
        "admin",
        "app-a",
        "apiKeys.create",
        "x\r\ny",
        "ok",
        "ERR_X",
        '{"name":"CI, \\"nightly\\"","scope":"authOnly"}',
      ],
    ]);
  });

  it("streams the header then every entry, empty sources giving only the header", async () => {
    const rows = [...Array(450)].map((_, i) => row({ id: 450 - i, appId: i % 2 ? null : "app-a" }));
    const parsed = parseCsv(await readAll(auditCsvStream(source(rows))));
    expect(parsed[0]).toEqual([...AUDIT_CSV_HEADER]);
    expect(parsed).toHaveLength(451);
    expect(parsed.slice(1).map((r) => Number(r[0]))).toEqual(rows.map((r) => r.id));
    expect(parsed[2]?.[4]).toBe("");
    expect(parseCsv(await readAll(auditCsvStream(source([]))))).toEqual([[...AUDIT_CSV_HEADER]]);
  });
});
