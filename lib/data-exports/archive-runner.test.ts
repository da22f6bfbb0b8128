import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseCsv } from "@/test/parse-csv";
import { readZip } from "@/test/read-zip";
import { tempStore } from "@/test/temp-store";
import { ServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import type { SourcePage } from "./sources";

// A profile, ten messages two a page (the cursor is the next row's index, each dated T0 + i), and auth
// tokens whose read the service refuses. `seen` records, at each page, what was on disk and in the store.
const state = vi.hoisted(() => ({
  reads: [] as string[],
  seen: [] as { at: number; jsonOnDisk: string; rowsSaved: number }[],
  probe: undefined as undefined | ((at: number) => Promise<{ jsonOnDisk: string; rowsSaved: number }>),
}));
const T0 = 1_790_000_000;
vi.mock("./archive-kinds", () => {
  const columns = [{ label: "Id", value: (r: { id: string }) => r.id }];
  const time = (r: unknown) => (r as { t?: number }).t;
  return {
    ARCHIVE_KINDS: {
      profile: {
        minRole: "viewer",
        columns,
        time,
        async *pages(_s: unknown, cursor: unknown): AsyncGenerator<SourcePage<unknown>> {
          if (cursor !== "done") yield { rows: [{ id: "ada", t: T0 - 100 }], cursor: "done" };
        },
      },
      messages: {
        minRole: "viewer",
        columns,
        time,
        async *pages(s: { uid: string }, cursor: unknown): AsyncGenerator<SourcePage<unknown>> {
          for (let i = typeof cursor === "number" ? cursor : 0; i < 10; i += 2) {
            state.reads.push(`m@${i}`);
            if (state.probe) state.seen.push({ at: i, ...(await state.probe(i)) });
            yield {
              rows: [
                { id: `${s.uid}-m${i}`, t: T0 + i },
                { id: `${s.uid}-m${i + 1}`, t: T0 + i + 1 },
              ],
              cursor: i + 2,
            };
          }
        },
      },
      "auth-tokens": {
        minRole: "viewer",
        columns,
        time,
        // biome-ignore lint/correctness/useYield: a read the service refuses before any page.
        async *pages(): AsyncGenerator<SourcePage<unknown>> {
          throw new ServiceError(400, "ERR_UID_NOT_FOUND", "The UID ada is deactivated.");
        },
      },
    },
  };
});

const { runExport } = await import("./runner");
const { archiveFile, exportFile } = await import("./files");
const { claimExport, getExport, insertExport, NOT_STARTED } = await import("./store");
const { toExportView } = await import("./service");

const conn = {} as Connection;
const KINDS = ["profile", "messages", "auth-tokens"];
const base = {
  app_id: "app1",
  kinds: JSON.stringify(KINDS),
  format: "zip",
  subject: "ada",
  range_from: null,
  range_to: null,
  min_role: "admin" as const,
  status: "queued",
  created_by: "admin@example.com",
  created_at: 1_800_000_000,
  expires_at: 1_800_600_000,
  ...NOT_STARTED,
};

async function setup() {
  const db = await tempStore("archive-runner");
  const dir = mkdtempSync(path.join(tmpdir(), "archive-files-"));
  // Each read of the clock moves it a second on, so progress is saved after every page.
  let clock = 1_800_000_000_000;
  const deps = { db, dir, owner: "me", connectionFor: async () => conn, now: () => (clock += 1000) };
  return { db, dir, deps };
}

const textOf = (entries: { name: string; text: string }[], name: string) =>
  entries.find((e) => e.name === name)?.text ?? "";

describe("an archive's run", () => {
  it("writes rows as pages arrive, saves its progress with them, and packs a zip whose README counts them", async () => {
    const { db, dir, deps } = await setup();
    await insertExport(db, { ...base, id: "a1" });
    state.reads = [];
    state.seen = [];
    state.probe = async () => ({
      jsonOnDisk: existsSync(exportFile(dir, "a1", "messages", "json"))
        ? readFileSync(exportFile(dir, "a1", "messages", "json"), "utf8")
        : "",
      rowsSaved: Number((await getExport(db, "a1"))?.rows_done),
    });
    try {
      const row = await claimExport(db, "me", deps.now(), 15_000);
      await runExport(deps, row as NonNullable<typeof row>);
    } finally {
      state.probe = undefined;
    }
    // Pages are read one ahead of the writing: when page k is read, page k-1 is being written and the pages
    // before it are on disk already and counted in the store (1 profile row), so nothing piles up in memory.
    expect(state.seen.map((s) => s.rowsSaved)).toEqual([1, 1, 3, 5, 7]);
    expect(state.seen.map((s) => (s.jsonOnDisk.match(/"id"/g) ?? []).length)).toEqual([0, 0, 2, 4, 6]);

    const done = await getExport(db, "a1");
    expect(done?.status).toBe("done");
    expect(Number(done?.rows_done)).toBe(11);
    const zip = archiveFile(dir, "a1");
    expect(Number(done?.kind_bytes)).toBe(readFileSync(zip).length);
    const view = toExportView(done as NonNullable<typeof done>, { email: "x@example.com", role: "admin" });
    expect(view).toMatchObject({
      format: "zip",
      subject: "ada",
      bytes: readFileSync(zip).length,
      status: "done",
    });
    // Only the zip stays: the kinds' files it was packed from are gone.
    expect(existsSync(exportFile(dir, "a1", "messages", "json"))).toBe(false);

    const entries = await readZip(zip);
    expect(entries.map((e) => e.name)).toEqual([
      "README.txt",
      "profile.json",
      "profile.csv",
      "messages.json",
      "messages.csv",
    ]);
    const messages = JSON.parse(textOf(entries, "messages.json")) as { id: string }[];
    expect(messages.map((m) => m.id)).toEqual(Array.from({ length: 10 }, (_, i) => `ada-m${i}`));
    expect(parseCsv(textOf(entries, "messages.csv"))).toHaveLength(11);
    const readme = textOf(entries, "README.txt");
    expect(readme).toContain("- Profile (profile.json, profile.csv): 1 row");
    expect(readme).toContain(
      "- Messages (messages.json, messages.csv): 10 rows, 2026-09-21T14:13:20Z to 2026-09-21T14:13:29Z",
    );
    expect(readme).toContain(
      "- Auth tokens (masked) (auth-tokens): The service refused the read: The UID ada is deactivated. (ERR_UID_NOT_FOUND)",
    );
    const files = JSON.parse(done?.files ?? "[]");
    expect(files.map((f: { kind: string; rows: number }) => [f.kind, f.rows])).toEqual([
      ["profile", 1],
      ["messages", 10],
      ["auth-tokens", 0],
    ]);
  });

  it("resumes after a restart from the saved page: both files cut back to their saved sizes, no row twice or lost", async () => {
    const { db, dir, deps } = await setup();
    // As a crash leaves it: the profile done, six messages saved, then a page written but not saved.
    const { openRowWriter } = await import("./writer");
    const columns = [{ label: "Id", value: (r: unknown) => (r as { id: string }).id }];
    const json = await openRowWriter({
      file: exportFile(dir, "a2", "messages", "json"),
      format: "json",
      columns,
      resumeAt: 0,
    });
    const csv = await openRowWriter({
      file: exportFile(dir, "a2", "messages", "csv"),
      format: "csv",
      columns,
      resumeAt: 0,
    });
    const saved = Array.from({ length: 6 }, (_, i) => ({ id: `ada-m${i}`, t: T0 + i }));
    const sizes = { json: await json.write(saved), csv: await csv.write(saved) };
    await json.write([{ id: "ada-m6" }, { id: "ada-m7" }]);
    await csv.write([{ id: "ada-m6" }, { id: "ada-m7" }]);
    await json.close();
    await csv.close();
    mkdirSync(path.dirname(exportFile(dir, "a2", "profile", "json")), { recursive: true });
    writeFileSync(exportFile(dir, "a2", "profile", "json"), '[\n{"id":"ada"}\n]\n');
    writeFileSync(exportFile(dir, "a2", "profile", "csv"), "Id\r\nada\r\n");
    await insertExport(db, {
      ...base,
      id: "a2",
      status: "running",
      rows_done: 7,
      kind_index: 1,
      files: JSON.stringify([{ kind: "profile", rows: 1, bytes: 20, from: T0 - 100, to: T0 - 100 }]),
      cursor: JSON.stringify({ at: 6, ...sizes, rows: 6, from: T0, to: T0 + 5 }),
      kind_bytes: sizes.json + sizes.csv,
      lease_owner: "a dead instance",
      lease_until: deps.now() - 1,
    });
    state.reads = [];
    const row = await claimExport(db, "me", deps.now(), 15_000);
    expect(row?.id).toBe("a2");
    await runExport(deps, row as NonNullable<typeof row>);
    expect(state.reads).toEqual(["m@6", "m@8"]);
    const done = await getExport(db, "a2");
    expect(done?.status).toBe("done");
    expect(Number(done?.rows_done)).toBe(11);
    const entries = await readZip(archiveFile(dir, "a2"));
    const messages = JSON.parse(textOf(entries, "messages.json")) as { id: string }[];
    expect(messages.map((m) => m.id)).toEqual(Array.from({ length: 10 }, (_, i) => `ada-m${i}`));
    expect(parseCsv(textOf(entries, "messages.csv")).map((r) => r[0])).toEqual([
      "Id",
      ...Array.from({ length: 10 }, (_, i) => `ada-m${i}`),
    ]);
    expect(textOf(entries, "README.txt")).toContain(
      "- Messages (messages.json, messages.csv): 10 rows, 2026-09-21T14:13:20Z to 2026-09-21T14:13:29Z",
    );
  });

  it("fails with the reason when a kind's file written so far is gone, leaving nothing on disk", async () => {
    const { db, dir, deps } = await setup();
    await insertExport(db, {
      ...base,
      id: "a3",
      status: "running",
      kind_index: 1,
      cursor: JSON.stringify({ at: 4, json: 120, csv: 40, rows: 4 }),
    });
    const row = await claimExport(db, "me", deps.now(), 15_000);
    await runExport(deps, row as NonNullable<typeof row>);
    const failed = await getExport(db, "a3");
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/^The export cannot resume: the file written so far is gone/);
    expect(existsSync(path.join(dir, "a3"))).toBe(false);
  });
});
