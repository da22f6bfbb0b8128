import { mkdirSync } from "node:fs";
import path from "node:path";
import { createAppRecord, findApp, type Region } from "../core/apps";
import { openDb } from "../db/open";
import type { Db } from "../db/types";
import type { CliOptions } from "./options";
import { hourAnchor, type SeedSummary, seedApp } from "./seed";

export interface SeedRun {
  appId: string;
  region: Region;
  restKey?: string;
  summary?: SeedSummary;
  seconds: number;
}

/** Opens the store for bulk writes: the server may be running, so WAL and a busy timeout do the sharing. */
export function openForSeeding(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = openDb(path.join(dataDir, "sandbox.db"));
  // A seed can be rerun, so losing its last batch to a power cut is acceptable: skip the per-commit fsync.
  db.pragma("synchronous = NORMAL");
  db.pragma("cache_size = -262144");
  // Rows are consistent by construction (the app is checked once): skip a parent lookup per inserted row.
  db.pragma("foreign_keys = OFF");
  return db;
}

type HistoryOptions = {
  ongoing?: boolean;
  hotReactions?: number;
  threads?: number;
  webhooks?: boolean;
} & Pick<
  CliOptions,
  | "app"
  | "dataDir"
  | "region"
  | "ifEmpty"
  | "users"
  | "groups"
  | "messages"
  | "calls"
  | "conversations"
  | "days"
  | "seed"
  | "anchor"
>;

export function runSeed(o: HistoryOptions, log: (line: string) => void = () => {}): SeedRun {
  const started = performance.now();
  const db = openForSeeding(o.dataDir);
  try {
    const anchor = o.anchor ?? hourAnchor();
    let appId = o.app;
    let restKey: string | undefined;
    let region: Region = o.region;
    if (appId) {
      const app = findApp(db, appId);
      if (!app) throw new Error(`no app ${appId} in ${o.dataDir}`);
      region = app.region;
      const users = db.prepare("SELECT count(*) FROM users WHERE app_id = ?").pluck().get(appId) as number;
      if (o.ifEmpty && users > 0) {
        log(`app ${appId} already has ${users} users; leaving it as it is (--if-empty)`);
        return { appId, region, seconds: (performance.now() - started) / 1000 };
      }
    } else {
      const made = db.transaction(() =>
        createAppRecord(db, { name: "Simulated app", region: o.region }, anchor),
      )();
      appId = made.app.id;
      restKey = made.keys.find((k) => k.scope === "fullAccess")?.api_key;
    }
    const summary = seedApp(db, {
      appId,
      region,
      users: o.users,
      groups: o.groups,
      messages: o.messages,
      calls: o.calls,
      conversations: o.conversations,
      hotReactions: o.hotReactions,
      threads: o.threads,
      webhooks: o.webhooks,
      days: o.days,
      seed: o.seed,
      anchor,
      // Calls still running only when the history ends now (no --anchor), unless asked.
      ongoing: o.ongoing ?? o.anchor === undefined,
      publicUrl: process.env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4100}`,
      onProgress: (step, done) => log(`${step}${done === undefined ? "" : `: ${done}`}`),
    });
    return { appId, region, restKey, summary, seconds: (performance.now() - started) / 1000 };
  } finally {
    db.close();
  }
}
