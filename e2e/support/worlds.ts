import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { worldCount, worldOf } from "./env";

/**
 * Starts every world's sandbox and dashboard side by side (Playwright starts its `webServer` entries one after
 * another), and says "e2e worlds ready" once each world's dashboard answers. Playwright ends the whole process
 * group when the run is over; a world that fails to start ends the launcher, and so the run, with its error.
 */
const children: ChildProcess[] = [];

/** Each line a server prints, prefixed with its world and part, so the interleaved logs can be told apart. */
function prefixed(stream: NodeJS.ReadableStream, prefix: string, out: NodeJS.WritableStream) {
  createInterface({ input: stream }).on("line", (line) => out.write(`${prefix} ${line}\n`));
}

function start(script: string, world: number) {
  const child = spawn("node_modules/.bin/tsx", [script], {
    env: { ...process.env, E2E_WORLD: String(world) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = `[world ${world} ${script.includes("sandbox") ? "sandbox" : "dashboard"}]`;
  prefixed(child.stdout, prefix, process.stdout);
  prefixed(child.stderr, prefix, process.stderr);
  child.on("exit", (code, signal) => {
    console.error(`[worlds] ${script} of world ${world} ended (${signal ?? code}); stopping every world`);
    for (const c of children) c.kill("SIGTERM");
    process.exit(1);
  });
  children.push(child);
}

async function answers(url: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

async function main() {
  const worlds = Array.from({ length: worldCount() }, (_, i) => worldOf(i));
  for (const w of worlds) {
    start("e2e/support/sandbox.ts", w.world);
    start("e2e/support/dashboard.ts", w.world);
  }
  const deadline = Date.now() + 240_000;
  await Promise.all(worlds.map((w) => answers(`${w.baseUrl}/sign-in`, deadline)));
  console.log(`e2e worlds ready (${worlds.length})`);
}

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
    process.exit(0);
  });
}

main().catch((e) => {
  console.error(e);
  for (const c of children) c.kill("SIGTERM");
  process.exit(1);
});
