import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "@/test/parse-csv";
import { readZip } from "@/test/read-zip";
import type { ExportColumn } from "../exports/types";
import { archiveReadme, writeArchive } from "./archive-writer";
import { openRowWriter } from "./writer";

type Row = { id: string; text: string };
const columns = [
  { label: "Id", value: (r: Row) => r.id },
  { label: "Text", value: (r: Row) => r.text },
] as ExportColumn<unknown>[];
const T0 = Date.UTC(2026, 0, 2, 3, 4, 5) / 1000;

async function part(dir: string, kind: string, pages: Row[][]) {
  const files = { json: path.join(dir, `${kind}.json`), csv: path.join(dir, `${kind}.csv`) };
  const json = await openRowWriter({ file: files.json, format: "json", columns, resumeAt: 0 });
  const csv = await openRowWriter({ file: files.csv, format: "csv", columns, resumeAt: 0 });
  for (const rows of pages) {
    await json.write(rows);
    await csv.write(rows);
  }
  await json.finish();
  await csv.finish();
  return files;
}

describe("a user's archive", () => {
  it("opens as a zip holding the README and each kind's JSON and CSV, rows whole and counted", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "archive-writer-"));
    const messages = await part(dir, "messages", [
      [
        { id: "1", text: 'said "hi"\nthen left' },
        { id: "2", text: "=1+1" },
      ],
      [{ id: "3", text: "three" }],
    ]);
    const friends = await part(dir, "friends", []);
    const readme = archiveReadme({
      uid: "ada",
      appId: "app1",
      madeBy: "admin@example.com",
      madeAt: T0 + 3600,
      parts: [
        { kind: "messages", rows: 3, bytes: 1, from: T0, to: T0 + 60 },
        { kind: "friends", rows: 0, bytes: 1 },
        {
          kind: "auth-tokens",
          rows: 0,
          bytes: 0,
          error: "The service refused the read: gone (ERR_UID_NOT_FOUND)",
        },
      ],
    });
    const out = path.join(dir, "archive.zip");
    const size = await writeArchive({
      out,
      readme,
      files: [
        { name: "messages.json", path: messages.json },
        { name: "messages.csv", path: messages.csv },
        { name: "friends.json", path: friends.json },
        { name: "friends.csv", path: friends.csv },
      ],
    });
    expect(size).toBe(readFileSync(out).length);
    const entries = await readZip(out);
    expect(entries.map((e) => e.name)).toEqual([
      "README.txt",
      "messages.json",
      "messages.csv",
      "friends.json",
      "friends.csv",
    ]);
    const text = (name: string) => entries.find((e) => e.name === name)?.text ?? "";
    expect(JSON.parse(text("messages.json"))).toEqual([
      { id: "1", text: 'said "hi"\nthen left' },
      { id: "2", text: "=1+1" },
      { id: "3", text: "three" },
    ]);
    expect(parseCsv(text("messages.csv"))).toEqual([
      ["Id", "Text"],
      ["1", 'said "hi"\nthen left'],
      ["2", "'=1+1"],
      ["3", "three"],
    ]);
    expect(JSON.parse(text("friends.json"))).toEqual([]);
    expect(parseCsv(text("friends.csv"))).toEqual([["Id", "Text"]]);

    const lines = text("README.txt").split("\n");
    expect(lines[0]).toBe("Everything the service and this dashboard hold about user ada (app app1)");
    expect(lines).toContain("Made:       2026-01-02T04:04:05Z (UTC), by admin@example.com");
    expect(lines).toContain(
      "Time range: 2026-01-02T03:04:05Z to 2026-01-02T03:05:05Z (the earliest and latest dated row below)",
    );
    expect(lines).toContain(
      "- Messages (messages.json, messages.csv): 3 rows, 2026-01-02T03:04:05Z to 2026-01-02T03:05:05Z",
    );
    expect(lines).toContain("- Friends (friends.json, friends.csv): 0 rows");
  });

  it("records a kind that could not be read in the README, with why, instead of leaving it silently out", () => {
    const readme = archiveReadme({
      uid: "bob",
      appId: "app1",
      madeBy: "admin@example.com",
      madeAt: T0,
      parts: [
        { kind: "profile", rows: 1, bytes: 10, from: T0, to: T0 },
        { kind: "auth-tokens", rows: 0, bytes: 0, error: "The service refused the read: no (ERR_X)" },
      ],
    });
    const lines = readme.split("\n");
    expect(lines).toContain(
      "- Profile (profile.json, profile.csv): 1 row, 2026-01-02T03:04:05Z to 2026-01-02T03:04:05Z",
    );
    const notIncluded = lines.indexOf(
      "Not included: these could not be read, and the archive holds no file of them.",
    );
    expect(notIncluded).toBeGreaterThan(0);
    expect(lines.slice(notIncluded)).toContain(
      "- Auth tokens (masked) (auth-tokens): The service refused the read: no (ERR_X)",
    );
    expect(lines.filter((l) => l.includes("auth-tokens.json"))).toEqual([]);
  });

  it("says so when no row is dated, rather than inventing a range", () => {
    const readme = archiveReadme({
      uid: "cy",
      appId: "app1",
      madeBy: "a@example.com",
      madeAt: T0,
      parts: [{ kind: "friends", rows: 2, bytes: 5 }],
    });
    expect(readme).toContain("Time range: no dated rows");
    expect(readme).toContain("- Friends (friends.json, friends.csv): 2 rows\n");
  });
});
