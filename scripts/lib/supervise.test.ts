import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { type Supervised, supervise } from "./supervise";

const node = (code: string) => () => spawn(process.execPath, ["-e", code], { stdio: "ignore" });
let running: Supervised | undefined;
afterEach(() => running?.stop("SIGKILL"));

describe("supervise", () => {
  it("restarts a child killed with SIGKILL", async () => {
    const logs: string[] = [];
    running = supervise("sleeper", node("setInterval(() => {}, 1000)"), {
      log: (m) => logs.push(m),
      initialDelayMs: 20,
    });
    const first = running.current();
    await once(first, "spawn");
    first.kill("SIGKILL");
    await expect.poll(() => running?.current() !== first, { timeout: 5000 }).toBe(true);
    const second = running.current() as ChildProcess;
    expect(second.pid).toBeGreaterThan(0);
    expect(second.pid).not.toBe(first.pid);
    expect(logs).toEqual(["sleeper exited (SIGKILL); restarting in 20 ms"]);
  });

  it("doubles the delay while the child keeps crashing, and stops restarting once stopped", async () => {
    const delays: number[] = [];
    running = supervise("crasher", node("process.exit(3)"), {
      log: (m) => delays.push(Number(/in (\d+) ms/.exec(m)?.[1])),
      initialDelayMs: 10,
      maxDelayMs: 40,
    });
    await expect.poll(() => delays.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    expect(delays.slice(0, 4)).toEqual([10, 20, 40, 40]);
    running.stop();
    const seen = delays.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(delays.length).toBeLessThanOrEqual(seen + 1);
  });
});
