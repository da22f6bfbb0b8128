import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort } from "@/test/free-port";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { ensureDashboardBuild } from "./build";

export interface Stack {
  sandbox: SandboxProcess;
  dashboardUrl: string;
  cookie: string;
  /** The dashboard server's process id. */
  pid: number;
  /** The dashboard's data folder (its SQLite store). */
  dataDir: string;
  dashboardCpuMs(): number;
  stop(): Promise<void>;
}

const OWNER = { email: "bench-owner@example.com", password: "bench-owner-password-1" };

export async function waitForServer(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

export function actionId(exportedName: string, file: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const hit = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === exportedName && v.filename === file,
  );
  if (!hit) throw new Error(`the build has no action ${exportedName} in ${file}`);
  return hit[0];
}

/** An answer that is not an action's result (the dashboard restarting, a page instead of the flight answer). */
export class NotAnAnswer extends Error {}

/** Posts a server action as the browser does, to `url` (a page of the dashboard); answers the raw response. */
export function sendAction(url: string, id: string, input: unknown, cookie: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "next-action": id,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      cookie,
    },
    body: JSON.stringify([input]),
  });
}

/** Posts a server action as the browser does, to `url` (a page of the dashboard); answers its result. */
export async function postAction<T>(url: string, id: string, input: unknown, cookie: string): Promise<T> {
  const res = await sendAction(url, id, input, cookie);
  const text = await res.text();
  // The flight answer's line "1:{…}" holds the action's result.
  const line = text.split("\n").find((l) => l.startsWith("1:"));
  if (!line) throw new NotAnAnswer(`${id} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(line.slice(2)) as T;
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export async function signIn(base: string, owner = OWNER): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar },
    body: new URLSearchParams({ csrfToken, ...owner, json: "true" }),
  });
  const session = cookiesOf(res);
  if (!session.includes("session-token"))
    throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return `${jar}; ${session}`;
}

export async function startStack(opts: {
  calls: number;
  users?: number;
  groups?: number;
  messages?: number;
}): Promise<Stack> {
  ensureDashboardBuild();
  const sandbox = await startSandbox("eu");
  const seeded = spawnSync(
    "node_modules/.bin/tsx",
    [
      "sandbox/src/seed/cli.ts",
      ...["--app", sandbox.appId, "--data-dir", sandbox.dataDir],
      ...["--users", String(opts.users ?? 200), "--groups", String(opts.groups ?? 10)],
      ...["--messages", String(opts.messages ?? 0)],
      ...["--calls", String(opts.calls), "--days", "30", "--seed", "11"],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (seeded.status !== 0) {
    await sandbox.stop();
    throw new Error("seeding failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-dashboard-"));
  const port = await freePort();
  const dashboardUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    DASHBOARD_DATA_DIR: dataDir,
    SANDBOX_URL: sandbox.url,
    DASHBOARD_APP_ID: sandbox.appId,
    DASHBOARD_APP_REGION: sandbox.region,
    DASHBOARD_APP_NAME: "Bench app",
    DASHBOARD_APP_API_KEY: sandbox.apiKey,
    NEXTAUTH_URL: dashboardUrl,
  };
  const admin = spawnSync(
    "node_modules/.bin/tsx",
    ["scripts/admin.ts", "create-owner", OWNER.email, OWNER.password],
    {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  if (admin.status !== 0) throw new Error("could not create the owner account");
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const next = spawn(process.execPath, [...flags, "--import", "tsx", "scripts/serve.ts"], {
    env: { ...env, PORT: String(port), DASHBOARD_HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (next.exitCode === null) {
      const exited = new Promise((r) => next.once("exit", r));
      next.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    }
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${dashboardUrl}/sign-in`, next);
    const cookie = await signIn(dashboardUrl);
    const dashboardCpuMs = () => {
      const fields = readFileSync(`/proc/${next.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    };
    return { sandbox, dashboardUrl, cookie, pid: next.pid ?? 0, dataDir, dashboardCpuMs, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export function percentile(sample: number[], p: number): number {
  const sorted = [...sample].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/**
 * Waits until the dashboard's stores have made their first sync of the app (the chat store's and the call
 * store's phases are `idle` with a finish time), as a dashboard that has been running for a while has; answers
 * the milliseconds waited. A benchmark of something else starts after it, so it does not share the process
 * with a first sync.
 */
export async function waitForFirstSyncs(stack: Stack, appId: string): Promise<number> {
  const t0 = performance.now();
  const file = path.join(stack.dataDir, "dashboard.db");
  for (;;) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const finished = (table: string) =>
        db.prepare(`SELECT finished_at FROM ${table} WHERE app_id = ? AND phase = 'idle'`).get(appId) as
          | { finished_at: number | null }
          | undefined;
      const chat = finished("ms_sync");
      const calls = finished("cs_sync");
      if (chat?.finished_at && calls?.finished_at) return performance.now() - t0;
    } catch {
      // The tables appear with the dashboard's first migration.
    } finally {
      db.close();
    }
    if (performance.now() - t0 > 30 * 60_000)
      throw new Error("the stores' first syncs did not finish in 30 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Runs a bench's `main`; any error is printed and fails the process. */
export function runBench(main: () => Promise<void>) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
