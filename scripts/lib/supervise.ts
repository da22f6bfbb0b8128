import type { ChildProcess } from "node:child_process";

export interface SupervisorOptions {
  log: (msg: string) => void;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran this long before exiting counts as healthy: the next delay starts over. */
  healthyAfterMs?: number;
}

export interface Supervised {
  current(): ChildProcess;
  stop(signal?: NodeJS.Signals): void;
}

export function supervise(name: string, start: () => ChildProcess, opts: SupervisorOptions): Supervised {
  const { log, initialDelayMs = 500, maxDelayMs = 30_000, healthyAfterMs = 60_000 } = opts;
  let stopped = false;
  let crashes = 0;
  let timer: NodeJS.Timeout | undefined;
  let child: ChildProcess;

  const launch = () => {
    const startedAt = Date.now();
    child = start();
    child.once("exit", (code, signal) => {
      if (stopped) return;
      crashes = Date.now() - startedAt >= healthyAfterMs ? 1 : crashes + 1;
      const delay = Math.min(initialDelayMs * 2 ** (crashes - 1), maxDelayMs);
      log(`${name} exited (${signal ?? code}); restarting in ${delay} ms`);
      timer = setTimeout(launch, delay);
    });
  };
  launch();

  return {
    current: () => child,
    stop(signal = "SIGTERM") {
      stopped = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}
