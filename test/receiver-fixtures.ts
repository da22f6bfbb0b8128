import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Db, openStore } from "@/lib/db";

export const APP = "app-one";

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
