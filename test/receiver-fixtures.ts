import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openStore } from "@/lib/db";
import { createReceiver } from "@/lib/receiver/receiver";

export const APP = "app-one";
export const KEY = Buffer.alloc(32, 9);

export interface TestStore {
  db: Db;
  sqliteFile?: string;
  drop(): Promise<void>;
}

export async function sqliteStore(): Promise<TestStore> {
  const dir = mkdtempSync(path.join(tmpdir(), "receiver-"));
  const store = openStore({ dataDir: dir });
  await store.ready;
  return {
    db: store.db,
    sqliteFile: path.join(dir, "dashboard.db"),
    drop: async () => {
      await store.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A receiver on a test store (key KEY unless given), with a generous commit deadline: this machine is shared. */
export const storeReceiver = (store: TestStore, opts: { key?: Buffer; now?: () => number } = {}) =>
  createReceiver({ db: store.db, key: KEY, sqliteFile: store.sqliteFile, commitTimeoutMs: 15_000, ...opts });

export const basic = (user: string, pass: string) =>
  `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;

export const messageSent = (id: string, over: Record<string, unknown> = {}) => ({
  trigger: "message_sent",
  data: { message: { id, text: `hello ${id}`, sender: "u1" } },
  appId: APP,
  region: "eu",
  webhook: "hook-1",
  ...over,
});
