import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openStore } from "@/lib/db";

/** Call before the first env() read. */
export function tempDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  process.env.DASHBOARD_DATA_DIR = dir;
  return dir;
}

export async function tempStore(prefix: string) {
  const store = openStore({ dataDir: mkdtempSync(path.join(tmpdir(), `${prefix}-`)) });
  await store.ready;
  return store.db;
}
