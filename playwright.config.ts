import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from "./e2e/support/chromium";
import { currentWorld, worldOf } from "./e2e/support/env";

/** Ports nobody listens on now, all different (asked of the OS in a child process, so the config stays synchronous). */
function freePorts(n: number): string {
  const script = `Promise.all(Array.from({length:${n}},()=>new Promise(r=>{const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>r(s))}))).then(ss=>{process.stdout.write(ss.map(s=>s.address().port).join(','));ss.forEach(s=>s.close())})`;
  return execFileSync(process.execPath, ["-e", script]).toString().trim();
}

/**
 * Worlds, one per worker: each its own sandbox (with its own app, seeded alike) and its own dashboard (with its
 * own store and accounts), so tests in different workers never see each other's data. Two on these 2-core
 * machines, one per core (README, "Tests", gives the times measured); E2E_WORLDS sets another count.
 */
process.env.E2E_WORLDS ??= "2";
const worlds = Number(process.env.E2E_WORLDS);

// Set once in the main process; workers inherit these through the environment.
if (!process.env.E2E_PORTS || !process.env.E2E_SANDBOX_PORTS) {
  const ports = freePorts(2 * worlds).split(",");
  process.env.E2E_PORTS = ports.slice(0, worlds).join(",");
  process.env.E2E_SANDBOX_PORTS = ports.slice(worlds).join(",");
}
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), "dashboard-e2e-"));

// In a test worker, its world's dashboard; in the main process, the first world's.
const world = worldOf(currentWorld);
const baseURL = world.baseUrl;

// One launcher starts every world's servers side by side: Playwright starts `webServer` entries one at a time.
const servers = {
  command: "node_modules/.bin/tsx e2e/support/worlds.ts",
  wait: { stdout: /e2e worlds ready/ },
  reuseExistingServer: false,
  timeout: 300_000,
  stdout: "pipe" as const,
};

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: worlds,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    // Recording a trace costs about a third of the suite's CPU (measured: two admin specs, 67 s against 47 s);
    // a failure prints its error and the page's snapshot anyway. `E2E_TRACE=retain-on-failure` records them.
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["setup"],
      testIgnore: /\.setup\.ts/,
    },
  ],
  webServer: servers,
});
