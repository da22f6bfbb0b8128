import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import Database from "better-sqlite3";
import pg from "pg";
import { freePort } from "@/test/free-port";
import { openStore } from "../lib/db";
import { deriveReceiverKey } from "../lib/receiver/credentials";
import { createEndpoint } from "../lib/receiver/endpoints";
import type { LoadConfig, LoadResult } from "./receiver-load";

export interface Credentials {
  endpointId: string;
  username: string;
  password: string;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  credentials?: Credentials;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface StoreTarget {
  dataDir: string;
  databaseUrl?: string;
  key: string;
}

export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

const serverNodeFlags = () => (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);

export async function startServer(
  target: StoreTarget,
  createFor?: string,
  via: "serve" | "next-start" = "serve",
): Promise<ServerProcess> {
  let credentials: Credentials | undefined;
  if (createFor) {
    const store = openStore({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    await store.ready;
    const issued = await createEndpoint(
      { db: store.db, key: deriveReceiverKey(target.key) },
      { appId: createFor },
    );
    await store.db.destroy();
    credentials = { endpointId: issued.endpoint.id, username: issued.username, password: issued.password };
  }
  const port = await freePort();
  const [cmd, args] =
    via === "serve"
      ? [process.execPath, [...serverNodeFlags(), "--import", "tsx", "scripts/serve.ts"]]
      : [path.resolve("node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"]];
  const child = spawn(cmd, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DASHBOARD_HOST: "127.0.0.1",
      DASHBOARD_DATA_DIR: target.dataDir,
      DASHBOARD_ENCRYPTION_KEY: target.key,
      // With DATABASE_URL both shared secrets must be given (instances must agree on them).
      NEXTAUTH_SECRET: target.key,
      DATABASE_URL: target.databaseUrl ?? "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error("the dashboard exited before it was ready");
    try {
      await fetch(`${url}/api/receiver/${credentials?.endpointId ?? "ready-probe"}`, { method: "POST" });
      break;
    } catch {
      if (i > 600) throw new Error("the dashboard never answered");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    child,
    url,
    credentials,
    async stop() {
      child.kill("SIGTERM");
      await exited(child);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}

export async function benchDatabase(usePostgres: boolean) {
  if (!usePostgres) return undefined;
  const base = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_receiver_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function storedKeys(target: StoreTarget): Promise<string[]> {
  const store = openStore({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    await store.ready;
    const rows = await store.db.selectFrom("received_events").select("dedupe_key").execute();
    return rows.map((r) => r.dedupe_key);
  } finally {
    await store.db.destroy();
  }
}

export const basicAuth = (c: Credentials) =>
  `Basic ${Buffer.from(`${c.username}:${c.password}`).toString("base64")}`;

export function messageSentBody(appId: string, messageId: string): string {
  const user = (uid: string) => ({
    uid,
    name: `User ${uid}`,
    status: "online",
    role: "default",
    lastActiveAt: 1795000000,
  });
  return JSON.stringify({
    trigger: "message_sent",
    data: {
      message: {
        id: messageId,
        conversationId: "user1_user_user2",
        sender: "user1",
        receiverType: "user",
        receiver: "user2",
        category: "message",
        type: "text",
        data: {
          text: "Hello there, this is a benchmark message of ordinary length.",
          entities: {
            sender: { entity: user("user1"), entityType: "user" },
            receiver: { entity: user("user2"), entityType: "user" },
          },
        },
        sentAt: 1795000000,
        updatedAt: 1795000000,
      },
    },
    appId,
    region: "eu",
    webhook: "bench-hook",
  });
}

export const newKey = () => randomBytes(32).toString("base64");

export async function runLoad(
  config: Omit<LoadConfig, "out">,
  onProgress?: (answered: number) => void,
): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "receiver-load-"));
  const file = path.join(dir, "config.json");
  const out = path.join(dir, "result.json");
  writeFileSync(file, JSON.stringify({ ...config, out }));
  try {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/receiver-load.ts", file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const m = /^progress (\d+)$/.exec(line);
      if (m) onProgress?.(Number(m[1]));
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`the load generator exited with ${code}`);
    return JSON.parse(readFileSync(out, "utf8")) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Group commit at a fixed concurrency is bound by this: each delivery waits for about 1.5 commits.
export function commitProbeMs(dir: string, commits = 40): number {
  const db = new Database(path.join(dir, "probe.db"));
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.exec("create table if not exists probe (id integer primary key, v text)");
    const insert = db.prepare("insert into probe (v) values (?)");
    const times: number[] = [];
    for (let i = 0; i < commits; i++) {
      const t = performance.now();
      insert.run("x".repeat(700));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  } finally {
    db.close();
  }
}
