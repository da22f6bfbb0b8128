import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openStore } from "../db";
import type { NewEventRow } from "./batch-writer";
import { startSqliteWriter } from "./sqlite-writer";

const dir = mkdtempSync(path.join(tmpdir(), "receiver-writer-"));
const store = openStore({ dataDir: dir });
afterAll(async () => {
  await store.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const row = (key: string): NewEventRow => ({
  endpoint_id: "ep",
  app_id: "app",
  trigger: "message_sent",
  family: "messages",
  dedupe_key: key,
  payload: `{"trigger":"message_sent","data":{"k":"${key}"}}`,
  headers: "{}",
  received_at: 1_795_000_000_000,
  attempt: null,
});

describe("the SQLite writer thread", () => {
  it("writes a batch in one go, answers the new ids and skips stored keys", async () => {
    await store.ready;
    const writer = await startSqliteWriter(path.join(dir, "dashboard.db"));
    expect(writer).toBeDefined();
    const first = (await writer?.insert([row("a"), row("b")])) ?? [];
    expect(first.map((r) => r.dedupe_key).sort()).toEqual(["a", "b"]);
    const again = (await writer?.insert([row("b"), row("c")])) ?? [];
    expect(again.map((r) => r.dedupe_key)).toEqual(["c"]);
    const stored = await store.db.selectFrom("received_events").selectAll().orderBy("id").execute();
    expect(stored.map((r) => [r.id, r.dedupe_key])).toEqual([
      [first.find((r) => r.dedupe_key === "a")?.id, "a"],
      [first.find((r) => r.dedupe_key === "b")?.id, "b"],
      [again[0]?.id, "c"],
    ]);
    expect(stored[0]).toMatchObject({
      payload: row("a").payload,
      attempt: null,
      received_at: 1_795_000_000_000,
    });
    await writer?.close();
    await expect(writer?.insert([row("d")])).rejects.toThrow(/closed/);
  });

  it("answers undefined when the file cannot be opened, so the receiver falls back to Kysely", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await startSqliteWriter(path.join(dir, "missing", "dir", "x.db"))).toBeUndefined();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
