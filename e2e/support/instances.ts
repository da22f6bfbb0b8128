/** Helpers of the two-instance test: dashboard servers on one PostgreSQL, a counting proxy, a database. */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import pg from "pg";
import { freePort } from "../../test/free-port";

/** The test PostgreSQL of these machines (trust auth), as in test/pg-store.ts. */
export const PG_URL = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";

/** A fresh database on the test server; `drop()` removes it. */
export async function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      for (let attempt = 0; ; attempt++) {
        try {
          // The servers are gone; a closing socket may still hold the database for a moment.
          await admin.query(`drop database if exists "${name}" with (force)`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
      await admin.end();
    },
  };
}

/**
 * A proxy in front of the sandbox that counts the call sync's reads of the calls list (`GET …/calls`
 * with the sync's page size, 1000; the calls log asks for smaller pages) per page number, and holds
 * each of those answers for `delayMs`, so that runs of two instances overlap.
 */
export async function countingProxy(target: string, delayMs: number) {
  const pages = new Map<number, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const isList =
      req.method === "GET" &&
      /\/call\/v3\/calls$/.test(url.pathname) &&
      url.searchParams.get("perPage") === "1000";
    if (isList) {
      const page = Number(url.searchParams.get("page") ?? "1");
      pages.set(page, (pages.get(page) ?? 0) + 1);
    }
    const forward = () => {
      const out = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(out);
    };
    if (isList) setTimeout(forward, delayMs);
    else forward();
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Reads per page number so far. */
    pages: () => Object.fromEntries([...pages].sort((a, b) => a[0] - b[0])),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export interface Instance {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts a production dashboard server (after `next build`) as `npm start` runs it: `scripts/serve.ts`. */
export async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  env = { ...env, NEXTAUTH_URL: url };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
    env: { ...env, PORT: String(port), DASHBOARD_HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the dashboard exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/sign-in`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) {
      await stop();
      throw new Error(`the dashboard never answered:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, output: () => log, stop };
}

/** Runs `scripts/admin.ts` with the instances' environment (the store is the shared database). */
export function adminCommand(env: NodeJS.ProcessEnv, args: string[]) {
  const r = spawnSync("node_modules/.bin/tsx", ["scripts/admin.ts", ...args], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`admin ${args[0]} failed: ${r.stderr}${r.stdout}`);
}

/** Fills an app of a sandbox with a simulated history straight into its store (no webhooks fire). */
export function seedCalls(dataDir: string, appId: string, calls: number) {
  const anchor = Math.floor(Date.UTC(2026, 5, 1) / 1000);
  const args = ["sandbox/src/seed/cli.ts", "--app", appId, "--data-dir", dataDir, "--users", "12"];
  args.push("--groups", "2", "--messages", "10", "--calls", String(calls), "--days", "20");
  args.push("--seed", "6", "--anchor", String(anchor));
  const r = spawnSync("node_modules/.bin/tsx", args, { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`seed failed: ${r.stderr}${r.stdout}`);
}
