/** Timers the worker uses; injectable so tests drive the retry schedule on a fake clock. */
export interface Scheduler {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Real timers, unref'd: the worker alone never keeps a process alive. */
export const realScheduler: Scheduler = {
  setTimeout(fn, ms) {
    const t = setTimeout(fn, ms);
    t.unref();
    return t;
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout);
  },
};

interface Timer {
  id: number;
  at: number;
  fn: () => void;
}

export function createManualClock(startMs: number) {
  let now = startMs;
  let seq = 0;
  const timers = new Map<number, Timer>();
  const scheduler: Scheduler = {
    setTimeout(fn, ms) {
      seq += 1;
      timers.set(seq, { id: seq, at: now + Math.max(0, ms), fn });
      return seq;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  const nextTimer = (until: number) => {
    let best: Timer | undefined;
    for (const t of timers.values()) {
      if (t.at <= until && (!best || t.at < best.at || (t.at === best.at && t.id < best.id))) best = t;
    }
    return best;
  };
  return {
    now: () => now,
    scheduler,
    async advance(ms: number) {
      const until = now + ms;
      for (let t = nextTimer(until); t; t = nextTimer(until)) {
        timers.delete(t.id);
        now = t.at;
        t.fn();
        await new Promise((r) => setImmediate(r));
      }
      now = until;
      await new Promise((r) => setImmediate(r));
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
