import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { openStore } from "../db";
import { migrations } from "../db/migrations";

describe("the chat store's mentions and reactions migration", () => {
  it("sends a copy made before it back to read its history again, so old messages gain their mentions and reactions", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ms-mig-"));
    const before = new Kysely<never>({
      dialect: new SqliteDialect({ database: new Database(path.join(dir, "dashboard.db")) }),
    });
    const provider: MigrationProvider = { getMigrations: async () => migrations("sqlite") };
    const { error } = await new Migrator({ db: before, provider }).migrateTo("0018_chat_store_firsts");
    if (error) throw error;
    // biome-ignore lint/suspicious/noExplicitAny: the 0018 schema has no type of its own.
    await (before as unknown as Kysely<any>)
      .insertInto("ms_sync")
      .values({
        app_id: "a",
        phase: "idle",
        high_water: 900,
        low_water: 1,
        reached_at: 1_700_000_000,
        pages: 9,
        stored_messages: 900,
        started_at: 1_700_000_100,
        finished_at: 1_700_000_200,
        updated_at: 1_700_000_200,
      })
      .execute();
    await before.destroy();

    const store = openStore({ dataDir: dir });
    await store.ready;
    try {
      const row = await store.db
        .selectFrom("ms_sync")
        .selectAll()
        .where("app_id", "=", "a")
        .executeTakeFirst();
      expect(row).toMatchObject({ phase: "backfill", high_water: null, low_water: null, finished_at: null });
      // What it has stored is kept meanwhile.
      expect(Number(row?.stored_messages)).toBe(900);
    } finally {
      await store.db.destroy();
    }
  });
});
