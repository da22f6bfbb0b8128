import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { env } from "../env";
import { singleton } from "../singleton";
import { type Dialect, migrations } from "./migrations";
import { openSqliteReader } from "./sqlite-reader";
import type { Database as Schema } from "./types";

export type Db = Kysely<Schema>;

interface Store {
  db: Db;
  dialect: Dialect;
  ready: Promise<void>;
}

/** It holds sealed secrets and password hashes; SQLite gives its -wal and -shm files the same mode. */
export function privateFile(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  if (existsSync(file)) chmodSync(file, 0o600);
  else closeSync(openSync(file, "a", 0o600));
  return file;
}

export function openStore(opts: { databaseUrl?: string; dataDir: string }): Store {
  let db: Db;
  let dialect: Dialect;
  if (opts.databaseUrl) {
    dialect = "postgres";
    db = new Kysely<Schema>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }) }),
    });
  } else {
    dialect = "sqlite";
    const sqlite = new Database(privateFile(opts.dataDir, "dashboard.db"));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("mmap_size = 1073741824");
    sqlite.pragma("cache_size = -65536");
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const ready = new Migrator({ db, provider }).migrateToLatest().then(({ error }) => {
    if (error) throw error;
  });
  return { db, dialect, ready };
}

export async function getDb(): Promise<Db> {
  const store = singleton("store", () => {
    const e = env();
    return openStore({ databaseUrl: e.DATABASE_URL, dataDir: path.resolve(e.DASHBOARD_DATA_DIR) });
  });
  await store.ready;
  return store.db;
}

/** On SQLite a read-only connection on a worker thread: the main connection runs one query at a time. */
export async function getReadDb(): Promise<Db> {
  const db = await getDb();
  const e = env();
  if (e.DATABASE_URL) return db;
  return singleton("store-reader", () =>
    openSqliteReader(path.join(path.resolve(e.DASHBOARD_DATA_DIR), "dashboard.db")),
  );
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
