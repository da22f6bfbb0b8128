import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_PG_URL, tempPgStore } from "@/test/pg-store";
import { tempStore } from "@/test/temp-store";
import { type Db, openStore } from "../db";
import { type Dialect, migrations } from "../db/migrations";
import { endCall, generateCalls } from "./generate";
import { panel } from "./panel";
import { rawPanel } from "./raw-panel";
import { upsertCalls } from "./upsert";

const T0 = Date.UTC(2026, 1, 20) / 1000;
const ROLLUPS = ["cs_rollup", "cs_dist", "cs_top", "cs_timeline", "cs_timeline_h"] as const;

async function rollupState(db: Db) {
  const out: Record<string, string[]> = {};
  for (const table of ROLLUPS) {
    const rows = await db.selectFrom(table).selectAll().execute();
    out[table] = rows
      .filter((r) => Number(r.calls) !== 0)
      .map((r) =>
        JSON.stringify(
          Object.entries(r)
            .map(([k, v]) => [k, typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v])
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        ),
      )
      .sort();
  }
  return out;
}

async function fill(db: Db) {
  const calls = generateCalls({ appId: "a", count: 1500, from: T0, to: T0 + 75 * 86_400, seed: 5 });
  await upsertCalls(db, "a", calls);
  await upsertCalls(
    db,
    "a",
    calls.filter((c) => c.status === "ongoing").map((c, i) => endCall(c, 40 + i)),
  );
  await upsertCalls(db, "b", generateCalls({ appId: "b", count: 200, from: T0, to: T0 + 40 * 86_400 }));
}

async function writeBefore(
  target: Kysely<never>,
  dialect: Dialect,
  source: Db,
  upTo: "0004_sync_lease" | "0005_call_store_weeks",
) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error } = await new Migrator({ db: target, provider }).migrateTo(upTo);
  if (error) throw error;
  // biome-ignore lint/suspicious/noExplicitAny: the 0004 schema has no type of its own.
  const db = target as unknown as Kysely<any>;
  const copy = async (table: string, rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 500))
        .execute();
  };
  await copy("cs_calls", await source.selectFrom("cs_calls").selectAll().execute());
  await copy("cs_call_users", await source.selectFrom("cs_call_users").selectAll().execute());
  const missing = upTo === "0004_sync_lease" ? ["w", "h"] : ["h"];
  for (const table of ["cs_rollup", "cs_dist", "cs_top"] as const)
    await copy(table, await source.selectFrom(table).selectAll().where("grain", "not in", missing).execute());
  await copy("cs_timeline", await source.selectFrom("cs_timeline").selectAll().execute());
  if (upTo === "0005_call_store_weeks")
    await copy("cs_timeline_h", await source.selectFrom("cs_timeline_h").selectAll().execute());
  await target.destroy();
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.each([
  ["sqlite", "0004_sync_lease"],
  ["postgres", "0004_sync_lease"],
  ["sqlite", "0005_call_store_weeks"],
  ["postgres", "0005_call_store_weeks"],
] as const)("migrating on %s from %s", (dialect, upTo) => {
  it("builds the weekly and hourly rollups of calls stored before, equal to upserting them now", async () => {
    let source: Db;
    let migrated: Db;
    if (dialect === "sqlite") {
      source = await tempStore("cs-mig-src");
      await fill(source);
      const dir = mkdtempSync(path.join(tmpdir(), "cs-mig-"));
      const raw = new Database(path.join(dir, "dashboard.db"));
      await writeBefore(new Kysely({ dialect: new SqliteDialect({ database: raw }) }), dialect, source, upTo);
      const store = openStore({ dataDir: dir });
      await store.ready;
      migrated = store.db;
      cleanups.push(() => migrated.destroy());
    } else {
      const src = await tempPgStore("cs_mig_src");
      cleanups.push(src.drop);
      source = src.db;
      await fill(source);
      const name = `cs_mig_${Math.random().toString(16).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: TEST_PG_URL });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${name}`;
      await writeBefore(
        new Kysely({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString() }) }),
        }),
        dialect,
        source,
        upTo,
      );
      const store = openStore({ databaseUrl: url.toString(), dataDir: "" });
      await store.ready;
      migrated = store.db;
      cleanups.push(async () => {
        await store.db.destroy();
        await admin.query(`drop database if exists "${name}"`);
        await admin.end();
      });
    }
    const expected = await rollupState(source);
    expect(expected.cs_rollup?.some((r) => r.includes('"w"'))).toBe(true);
    expect(expected.cs_rollup?.some((r) => r.includes('["grain","h"]'))).toBe(true);
    expect(expected.cs_dist?.some((r) => r.includes('["grain","h"]'))).toBe(true);
    expect(expected.cs_top?.some((r) => r.includes('["grain","h"]'))).toBe(false);
    expect(expected.cs_timeline_h?.length).toBeGreaterThan(100);
    expect(await rollupState(migrated)).toEqual(expected);
    for (const tz of ["UTC", "Australia/Sydney", "Asia/Kolkata"]) {
      const q = { appId: "a", from: T0 + 86_400 * 3, to: T0 + 86_400 * 66, tz };
      expect(await panel(migrated, q)).toEqual(await rawPanel(migrated, q));
    }
    await upsertCalls(
      migrated,
      "a",
      generateCalls({ appId: "a", count: 300, from: T0, to: T0 + 30 * 86_400, seed: 77 }),
    );
    await upsertCalls(
      source,
      "a",
      generateCalls({ appId: "a", count: 300, from: T0, to: T0 + 30 * 86_400, seed: 77 }),
    );
    expect(await rollupState(migrated)).toEqual(await rollupState(source));
  }, 120_000);
});
