import { deriveCall } from "../core/call-derive";
import type { RecordCallInput } from "../core/call-input";
import { insertCall } from "../core/call-store";
import type { Db } from "../db/types";
import { type CallCast, planCall } from "./call-plan";
import type { Rng } from "./prng";
import type { Timeline } from "./timeline";

export interface CallSeedOptions {
  appId: string;
  region: string;
  publicUrl: string;
  count: number;
  ongoing: boolean;
  /** Calls per transaction; big transactions are what makes a million calls load quickly. */
  batch?: number;
  onProgress?: (done: number) => void;
  /** Filled with each participant's latest time in a call (the anchor for one still in it). */
  activity?: Map<string, number>;
}

const ongoingQuota = (count: number) => (count < 20 ? 0 : Math.min(8, Math.max(1, Math.round(count / 1000))));

/** Same `deriveCall`/`insertCall` as the control endpoint, so seeded and recorded calls cannot disagree. */
export function seedCalls(
  db: Db,
  rng: Rng,
  timeline: Timeline,
  cast: CallCast,
  opts: CallSeedOptions,
): number {
  const batch = opts.batch ?? 20_000;
  const ongoing = { left: opts.ongoing ? ongoingQuota(opts.count) : 0 };
  const derive = { appId: opts.appId, region: opts.region, publicUrl: opts.publicUrl, idSource: rng.hex };
  const latest = timeline.end - 120;
  let written = 0;
  const writeBatch = db.transaction((inputs: RecordCallInput[]) => {
    for (const input of inputs) insertCall(db, deriveCall(input, derive));
  });
  // Time order: session ids start with the second, so every B-tree grows at its end instead of splitting
  // pages at random, which keeps a million calls inside the page cache.
  const times = new Float64Array(opts.count);
  for (let i = 0; i < opts.count; i++) times[i] = Math.min(latest, timeline.pick(rng));
  times.sort();
  let pending: RecordCallInput[] = [];
  for (let i = 0; i < opts.count; i++) {
    const input = planCall(rng, cast, times[i] as number, timeline.end, ongoing);
    if (input) pending.push(input);
    if (input && opts.activity) noteActivity(opts.activity, input, timeline.end);
    if (pending.length >= batch || i === opts.count - 1) {
      writeBatch(pending);
      written += pending.length;
      pending = [];
      opts.onProgress?.(written);
    }
  }
  return written;
}

function noteActivity(seen: Map<string, number>, input: RecordCallInput, anchor: number) {
  for (const p of input.participants) {
    if (!("sessions" in p)) continue;
    for (const session of p.sessions) {
      const at = session.leftAt ?? anchor;
      if (at > (seen.get(p.uid) ?? 0)) seen.set(p.uid, at);
    }
  }
}
