import { describe, expect, it } from "vitest";
import { createDataExportInput, rangeOf } from "./data-exports";

const issues = (input: unknown) => {
  const r = createDataExportInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("a background export's input", () => {
  it("takes kinds, a format and a range of whole UTC days, or no range for the whole app", () => {
    const v = createDataExportInput.parse({
      kinds: ["messages", "calls"],
      format: "csv",
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(rangeOf(v)).toEqual({ from: Date.UTC(2026, 10, 1) / 1000, to: Date.UTC(2026, 10, 2) / 1000 });
    expect(rangeOf(createDataExportInput.parse({ kinds: ["users"], format: "jsonl" }))).toBeUndefined();
  });

  it("refuses an end before the start, on the end field", () => {
    expect(issues({ kinds: ["messages"], format: "jsonl", from: "2026-11-02", to: "2026-11-01" })).toEqual([
      "to: must be on or after the start day",
    ]);
  });

  it("refuses a range over the limit, saying how long it is and how to ask for everything", () => {
    expect(issues({ kinds: ["messages"], format: "jsonl", from: "2025-01-01", to: "2026-01-02" })).toEqual([
      "to: the range is 367 days; at most 366 (leave both days empty for the whole app)",
    ]);
  });

  it("refuses unknown kinds and formats, no kind, a kind twice, half a range and days that do not exist", () => {
    expect(issues({ kinds: ["passwords"], format: "jsonl" })).toEqual([
      "kinds.0: must be one of messages, users, groups, members, calls, reactions",
    ]);
    expect(issues({ kinds: ["users"], format: "xlsx" })).toEqual(["format: must be jsonl or csv"]);
    expect(issues({ kinds: [], format: "csv" })).toEqual(["kinds: pick at least one kind"]);
    expect(issues({ kinds: ["users", "users"], format: "csv" })).toEqual(["kinds: names a kind twice"]);
    expect(issues({ kinds: ["users"], format: "csv", from: "2026-11-01" })).toEqual([
      "to: give both days of the range, or neither for the whole app",
    ]);
    expect(issues({ kinds: ["users"], format: "csv", from: "2026-02-30", to: "2026-03-01" })).toEqual([
      "from: is no such day",
    ]);
  });
});
