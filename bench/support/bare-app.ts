// The bare Next peer, built per run in a temp dir with this project's next/react (node_modules linked).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "@/test/free-port";
import { waitForServer } from "./stack";

export interface BareApp {
  dir: string;
  remove(): void;
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

const here = import.meta.dirname;

export function buildBareApp(opts: { calls?: boolean } = {}): BareApp {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-next-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    cpSync(path.join(here, "../bare-app"), dir, { recursive: true });
    if (opts.calls) cpSync(path.join(here, "../bare-calls"), dir, { recursive: true });
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "bare", private: true, type: "module" }),
    );
    writeFileSync(
      path.join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          jsx: "react-jsx",
          strict: true,
          module: "esnext",
          moduleResolution: "bundler",
          skipLibCheck: true,
        },
      }),
    );
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    execFileSync(path.resolve("node_modules/.bin/next"), ["build"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  } catch (e) {
    remove();
    throw e;
  }
  return { dir, remove };
}

export async function serveBareApp(app: BareApp, env: Record<string, string> = {}): Promise<BareServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    path.resolve("node_modules/.bin/next"),
    ["start", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: app.dir,
      env: { ...process.env, ...env, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  };
  try {
    await waitForServer(url, child);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

export function routeChunks(root: string, route: string): { file: string; gzip: number }[] {
  const file = path.join(root, ".next/diagnostics/route-bundle-stats.json");
  const stats = JSON.parse(readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  const hit = stats.find((s) => s.route === route);
  if (!hit) throw new Error(`no route ${route} in ${file}`);
  return hit.firstLoadChunkPaths
    .filter((p) => p.endsWith(".js"))
    .map((p) => ({ file: p, gzip: gzipSync(readFileSync(path.join(root, p)), { level: 9 }).length }));
}
