import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createAppRecord } from "../src/core/apps";
import { openForSeeding, runSeed } from "../src/seed/run";

/** A fixed end of history, so runs with the same seed compare row for row. */
export const ANCHOR = 1_794_999_600;
export const APP = "seedapp";
export const SIZES = { users: 60, groups: 8, messages: 800, calls: 1500, days: 10 };

export const TABLES = [
  "users",
  "auth_tokens",
  "blocked_users",
  "groups",
  "group_members",
  "group_bans",
  "messages",
  "reactions",
  "conversations",
  "conversation_state",
  "calls",
  "call_participants",
  "call_recordings",
  "call_live_sessions",
  "push_tokens",
  "notification_users",
  "notification_mutes",
  "notification_logs",
] as const;

const dirs: string[] = [];

export function emptyStore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "seed-test-"));
  dirs.push(dir);
  const db = openForSeeding(dir);
  createAppRecord(db, { id: APP, name: "Seed test", region: "eu" }, ANCHOR);
  db.close();
  return dir;
}

/** `sizes` may add the demo's extras (threads, webhooks). */
export function seeded(
  seed: number,
  sizes: typeof SIZES & { threads?: number; webhooks?: boolean } = SIZES,
  ongoing = true,
) {
  const dir = emptyStore();
  const run = runSeed({
    app: APP,
    dataDir: dir,
    region: "us",
    ifEmpty: false,
    seed,
    anchor: ANCHOR,
    ongoing,
    ...sizes,
  });
  return { dir, run, db: readOnly(dir) };
}

export const readOnly = (dir: string) => new Database(path.join(dir, "sandbox.db"), { readonly: true });

export function removeStores() {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export const counts = (db: Database.Database) =>
  Object.fromEntries(TABLES.map((t) => [t, db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number]));
