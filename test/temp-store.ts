import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openStore } from "@/lib/db";

/** Points the dashboard's data directory at a fresh temporary one (call before the first env() read). */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  process.env.DASHBOARD_DATA_DIR = dir;
  return dir;
}

/** A migrated SQLite store of its own, for tests of functions that take a `db`. */
export async function tempStore(prefix: string) {
  const store = openStore({ dataDir: mkdtempSync(path.join(tmpdir(), `${prefix}-`)) });
  await store.ready;
  return store.db;
}
