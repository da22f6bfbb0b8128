import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** A port nobody listens on now (asked of the OS in a child process, so the config stays synchronous). */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script]).toString().trim();
}

// Set once in the main process; workers inherit these through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_SANDBOX_PORT ??= freePort();
process.env.E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), "dashboard-e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
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
  webServer: [
    {
      command: "node_modules/.bin/tsx e2e/support/sandbox.ts",
      url: `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      command: "node_modules/.bin/tsx e2e/support/dashboard.ts",
      url: `${baseURL}/sign-in`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
    },
  ],
});
