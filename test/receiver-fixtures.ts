import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openStore } from "@/lib/db";

/** The app the receiver tests' endpoints belong to. */
export const APP = "app-one";

export interface TestStore {
  db: Db;
  /** Set to write through the SQLite worker thread, as the dashboard does. */
  sqliteFile?: string;
  drop(): Promise<void>;
}

/** A migrated SQLite store in a temporary directory, with the file path the receiver's writer needs. */
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

export const basic = (user: string, pass: string) =>
  `Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}`;

/** A `message_sent` envelope for a message id, as the service delivers it. */
export const messageSent = (id: string, over: Record<string, unknown> = {}) => ({
  trigger: "message_sent",
  data: { message: { id, text: `hello ${id}`, sender: "u1" } },
  appId: APP,
  region: "eu",
  webhook: "hook-1",
  ...over,
});
