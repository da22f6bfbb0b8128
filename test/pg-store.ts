import { randomBytes } from "node:crypto";
import pg from "pg";
import { openStore } from "@/lib/db";

export const TEST_PG_URL = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";

/** An empty database of its own; `drop` once every pool on it is closed. */
export async function tempPgDatabase(prefix: string, url = TEST_PG_URL) {
  const name = `${prefix.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const drop = async () => {
    // The pool's sockets may still be closing: wait for them rather than killing them mid-goodbye.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists "${name}"`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== "55006" || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    await admin.end();
  };
  return { name, url: scoped.toString(), drop };
}

// A database per test file, not a schema: Kysely's migrator looks for its tables in every schema.
export async function tempPgStore(prefix: string, url = TEST_PG_URL) {
  const database = await tempPgDatabase(prefix, url);
  const store = openStore({ databaseUrl: database.url, dataDir: "" });
  const drop = async () => {
    await store.db.destroy();
    await database.drop();
  };
  try {
    await store.ready;
  } catch (err) {
    await drop();
    throw err;
  }
  return { ...store, database: database.name, drop };
}
