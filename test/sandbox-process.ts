import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Connection } from "@/lib/server/api/request";
import { freePort } from "./free-port";

/** A sandbox in a child process, reached over HTTP only (never imported). */
export interface SandboxProcess {
  url: string;
  dataDir: string;
  appId: string;
  region: "us" | "eu" | "in";
  apiKey: string;
  mgmt: { key: string; secret: string };
  connection: Connection;
  recordCall(body: Record<string, unknown>): Promise<string>;
  chat(method: string, path: string, body?: unknown): Promise<unknown>;
  mgmtRequest(method: string, path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

const MGMT = { key: "test-mgmt-key", secret: "test-mgmt-secret-0123456789" };

/** The sandbox's server in a child process of its own. */
export interface SandboxServer {
  url: string;
  child: ChildProcess;
  /** Waits until it answers `/healthz`, trying every 100 ms up to `tries` times. */
  healthy(tries?: number): Promise<void>;
  /** SIGTERM, then SIGKILL if it is still running 3 s later. */
  stop(): Promise<void>;
}

export interface SpawnOptions {
  port: number;
  dataDir: string;
  mgmt: { key: string; secret: string };
  env?: Record<string, string>;
  /** A process group of its own (tsx runs the server in a child process: a signal to the group reaches both). */
  detached?: boolean;
  /** How much of its output to keep for an error, from the end. */
  keepOutput?: number;
}

/** Starts the sandbox's server (`sandbox/src/server.ts`) on `port` over `dataDir`. */
export function spawnSandbox(o: SpawnOptions): SandboxServer {
  const url = `http://127.0.0.1:${o.port}`;
  let log = "";
  // Node's own flags for the server, such as `--cpu-prof --cpu-prof-dir=…` to profile it under a benchmark.
  const flags = (process.env.SANDBOX_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(path.resolve("node_modules/.bin/tsx"), [...flags, "sandbox/src/server.ts"], {
    env: {
      ...process.env,
      SANDBOX_PORT: String(o.port),
      SANDBOX_DATA_DIR: o.dataDir,
      SANDBOX_MGMT_KEY: o.mgmt.key,
      SANDBOX_MGMT_SECRET: o.mgmt.secret,
      ...o.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: o.detached,
  });
  const keep = (d: unknown) => {
    log = (log + d).slice(-(o.keepOutput ?? Number.POSITIVE_INFINITY));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    url,
    child,
    async healthy(tries = 300) {
      for (let i = 0; i < tries; i++) {
        if (child.exitCode !== null) throw new Error(`the sandbox exited early:\n${log}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the sandbox never became healthy:\n${log}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

export async function startSandbox(
  region: "us" | "eu" | "in" = "eu",
  env: Record<string, string> = {},
): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sandbox-test-"));
  const server = spawnSandbox({
    port: await freePort(),
    dataDir,
    mgmt: MGMT,
    env: { SANDBOX_RATE_LIMIT_STANDARD: "1000000", ...env },
  });
  const { url } = server;
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.healthy();
    const res = await fetch(`${url}/mgmt/apps`, {
      method: "POST",
      headers: { "content-type": "application/json", key: MGMT.key, secret: MGMT.secret },
      body: JSON.stringify({ name: "Client tests", region }),
    });
    if (!res.ok) throw new Error(`create app: ${res.status} ${await res.text()}`);
    const app = (await res.json()).data as {
      id: string;
      apiKeys: Record<string, { apiKey: string; scope: string }>;
    };
    const apiKey = Object.values(app.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey;
    if (!apiKey) throw new Error("the new app has no fullAccess key");
    const connection: Connection = {
      appId: app.id,
      region,
      chatUrl: `${url}/{region}/{appId}/api/v3`,
      callUrl: `${url}/{region}/{appId}/call/v3`,
      mgmtUrl: `${url}/mgmt`,
      apiKey,
      mgmtKey: MGMT.key,
      mgmtSecret: MGMT.secret,
    };
    const send = async (target: string, method: string, headers: Record<string, string>, body?: unknown) => {
      const r = await fetch(target, {
        method,
        headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${target}: ${r.status} ${text}`);
      return text ? (JSON.parse(text) as { data: unknown }) : undefined;
    };
    const base = `${url}/${region}/${app.id}`;
    const recordCall = async (body: Record<string, unknown>) => {
      const res = (await send(`${base}/sandbox/v1/calls`, "POST", { apikey: apiKey }, body)) as {
        data: { sessionId: string };
      };
      return res.data.sessionId;
    };
    const chat = (method: string, p: string, body?: unknown) =>
      send(`${base}/api/v3${p}`, method, { apikey: apiKey }, body);
    const mgmtRequest = (method: string, p: string, body?: unknown) =>
      send(`${url}/mgmt${p}`, method, { key: MGMT.key, secret: MGMT.secret }, body);
    return {
      url,
      dataDir,
      appId: app.id,
      region,
      apiKey,
      mgmt: MGMT,
      connection,
      recordCall,
      chat,
      mgmtRequest,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}
