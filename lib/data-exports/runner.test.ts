import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tempStore } from "@/test/temp-store";
import type { Connection } from "../server/api/request";
import type { SourcePage } from "./sources";

// Ten messages and four users, two a page; the cursor is the next row's index. `failAt` makes a read fail.
const state = vi.hoisted(() => ({ failAt: -1, reads: [] as string[] }));
vi.mock("./kinds", () => {
  const source = (name: string, n: number) => ({
    minRole: "viewer",
    columns: [{ label: "Id", value: (r: { id: string }) => r.id }],
    async *pages(_c: unknown, _r: unknown, cursor: unknown): AsyncGenerator<SourcePage<{ id: string }>> {
      for (let i = typeof cursor === "number" ? cursor : 0; i < n; i += 2) {
        state.reads.push(`${name}@${i}`);
        if (i === state.failAt) throw new Error("the service went away");
        yield { rows: [{ id: `${name}-${i}` }, { id: `${name}-${i + 1}` }].slice(0, n - i), cursor: i + 2 };
      }
    },
  });
  return { EXPORT_KINDS: { messages: source("m", 10), users: source("u", 4) } };
});

const { runExport, sweepExpired, exportFile } = await import("./runner");
const { claimExport, getExport, insertExport, NOT_STARTED } = await import("./store");

const conn = {} as Connection;
const base = {
  app_id: "app1",
  kinds: JSON.stringify(["messages", "users"]),
  format: "jsonl",
  range_from: null,
  range_to: null,
  min_role: "viewer" as const,
  status: "queued",
  created_by: "a@example.com",
  created_at: 1_800_000_000,
  expires_at: 1_800_600_000,
  ...NOT_STARTED,
};

async function setup() {
  const db = await tempStore("export-runner");
  const dir = mkdtempSync(path.join(tmpdir(), "export-files-"));
  const deps = { db, dir, owner: "me", connectionFor: async () => conn, now: () => 1_800_000_000_000 };
  return { db, dir, deps };
}

const lines = (f: string) =>
  readFileSync(f, "utf8")
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l).id);

describe("an export's run", () => {
  it("writes each kind to its own file and records rows, sizes and done", async () => {
    const { db, dir, deps } = await setup();
    await insertExport(db, { ...base, id: "e1" });
    const row = await claimExport(db, "me", deps.now(), 15_000);
    await runExport(deps, row as NonNullable<typeof row>);
    const done = await getExport(db, "e1");
    expect(done?.status).toBe("done");
    expect(Number(done?.rows_done)).toBe(14);
    expect(lines(exportFile(dir, "e1", "messages", "jsonl"))).toEqual(
      Array.from({ length: 10 }, (_, i) => `m-${i}`),
    );
    expect(lines(exportFile(dir, "e1", "users", "jsonl"))).toEqual(["u-0", "u-1", "u-2", "u-3"]);
    const files = JSON.parse(done?.files ?? "[]");
    expect(files.map((f: { kind: string; rows: number }) => [f.kind, f.rows])).toEqual([
      ["messages", 10],
      ["users", 4],
    ]);
    expect(files[0].bytes).toBe(readFileSync(exportFile(dir, "e1", "messages", "jsonl")).length);
  });

  it("resumes after a restart from the saved position: the file cut to its saved size, no row twice or lost", async () => {
    const { db, dir, deps } = await setup();
    // As a crash leaves it: six messages saved, then a page written but not saved, and half a line.
    const f = exportFile(dir, "e2", "messages", "jsonl");
    const saved = ["m-0", "m-1", "m-2", "m-3", "m-4", "m-5"]
      .map((id) => `${JSON.stringify({ id })}\n`)
      .join("");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, `${saved}{"id":"m-6"}\n{"id":"m-7"}\n{"id":"m-`);
    await insertExport(db, {
      ...base,
      id: "e2",
      status: "running",
      rows_done: 6,
      cursor: "6",
      kind_bytes: Buffer.byteLength(saved),
      lease_owner: "a dead instance",
      lease_until: deps.now() - 1,
    });
    state.reads = [];
    const row = await claimExport(db, "me", deps.now(), 15_000);
    expect(row?.id).toBe("e2");
    await runExport(deps, row as NonNullable<typeof row>);
    expect(state.reads[0]).toBe("m@6");
    expect(lines(f)).toEqual(Array.from({ length: 10 }, (_, i) => `m-${i}`));
    const done = await getExport(db, "e2");
    expect(done?.status).toBe("done");
    expect(Number(done?.rows_done)).toBe(14);
  });

  it("fails clearly when a read fails, and leaves no partial file", async () => {
    const { db, dir, deps } = await setup();
    await insertExport(db, { ...base, id: "e3" });
    state.failAt = 4;
    try {
      const row = await claimExport(db, "me", deps.now(), 15_000);
      await runExport(deps, row as NonNullable<typeof row>);
    } finally {
      state.failAt = -1;
    }
    const failed = await getExport(db, "e3");
    expect(failed?.status).toBe("failed");
    expect(failed?.error).toMatch(/unexpected error/);
    expect(existsSync(path.join(dir, "e3"))).toBe(false);
  });

  it("deletes expired exports with their files", async () => {
    const { db, dir, deps } = await setup();
    await insertExport(db, { ...base, id: "old", status: "done", expires_at: 1_799_999_999 });
    await insertExport(db, { ...base, id: "new", status: "done" });
    const f = exportFile(dir, "old", "messages", "jsonl");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, "{}\n");
    expect(await sweepExpired(deps)).toBe(1);
    expect(await getExport(db, "old")).toBeUndefined();
    expect(existsSync(path.join(dir, "old"))).toBe(false);
    expect(await getExport(db, "new")).toBeDefined();
  });
});
