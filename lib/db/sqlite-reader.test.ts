import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateCalls } from "../call-store/generate";
import { panel } from "../call-store/panel";
import { rawPanel } from "../call-store/raw-panel";
import { addDays, localMidnight } from "../call-store/tz";
import { upsertCalls } from "../call-store/upsert";
import { type Db, openStore } from ".";
import { openSqliteReader } from "./sqlite-reader";

const APP = "app-r";
const FROM = Date.UTC(2026, 0, 5) / 1000;
const TO = Date.UTC(2026, 3, 4) / 1000;

describe("the SQLite reader thread", () => {
  let dir = "";
  let db: Db;
  let reader: Db;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-reader-"));
    const store = openStore({ dataDir: dir });
    await store.ready;
    db = store.db;
    const calls = generateCalls({
      appId: APP,
      count: 3000,
      from: FROM,
      to: TO,
      seed: 3,
      users: 40,
      groups: 6,
    });
    await upsertCalls(db, APP, calls);
    reader = openSqliteReader(path.join(dir, "dashboard.db"));
  }, 60_000);
  afterAll(async () => {
    await reader?.destroy();
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the panel's top sections beside the main connection, exactly", async () => {
    for (const tz of ["UTC", "Asia/Kolkata", "America/New_York"]) {
      for (const [d, n] of [
        ["2026-01-10", 7],
        ["2026-02-01", 28],
        ["2026-01-05", 90],
      ] as const) {
        const q = { appId: APP, from: localMidnight(tz, d), to: localMidnight(tz, addDays(d, n)), tz };
        const both = await panel(db, q, { parallel: reader });
        expect(both.topUsers.length).toBeGreaterThan(0);
        expect(both).toEqual(await rawPanel(db, q));
      }
    }
  });

  it("sees what the main connection committed", async () => {
    const count = async (on: Db) =>
      Number((await sql<{ n: number }>`select count(*) as n from cs_calls`.execute(on)).rows[0]?.n);
    const before = await count(reader);
    const more = generateCalls({ appId: APP, count: 20, from: TO, to: TO + 86_400, seed: 4 });
    await upsertCalls(db, APP, more);
    expect(await count(reader)).toBe(before + 20);
  });

  it("refuses writes and bad SQL with a clear error, and keeps working", async () => {
    await expect(sql`delete from cs_calls`.execute(reader)).rejects.toThrow(/only reads|readonly/i);
    await expect(sql`select * from no_such_table`.execute(reader)).rejects.toThrow(/no such table/);
    const n = await sql<{ n: number }>`select count(*) as n from cs_calls`.execute(db);
    expect(Number(n.rows[0]?.n)).toBeGreaterThan(3000);
    await expect(reader.transaction().execute(async () => undefined)).rejects.toThrow(/transactions/);
  });
});
