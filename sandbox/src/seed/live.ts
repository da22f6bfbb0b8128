import { ACTIONS, endDueCalls, type LiveState, perform } from "./live-actions";
import { HttpFailure, liveClient } from "./live-client";
import type { CliOptions } from "./options";
import { createRng } from "./prng";

type LiveOptions = LiveLimits &
  Pick<CliOptions, "url" | "app" | "region" | "apikey" | "rate" | "duration" | "seed" | "seedGiven">;

interface LiveLimits {
  /** Stop after this many actions (tests use it to stay independent of the machine's speed). */
  maxActions?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runLive(o: LiveOptions, signal?: AbortSignal): Promise<Record<string, number>> {
  if (!o.app || !o.apikey) throw new Error("--live needs --app and --apikey (and --region, --url)");
  const client = liveClient({ url: o.url, app: o.app, region: o.region, apikey: o.apikey });
  const users = await client.chat("GET", "/users?perPage=1000");
  const groups = await client.chat("GET", "/groups?perPage=1000");
  const state: LiveState = {
    uids: (users.data as { uid: string }[]).map((u) => u.uid),
    groups: (groups.data as { guid: string }[]).map((g) => g.guid),
    members: new Map(),
    recent: [],
    reacted: [],
    calls: [],
    counts: {},
  };
  if (state.uids.length < 2) throw new Error("the app needs at least two users: seed it first");
  console.log(
    `[live] ${state.uids.length} users, ${state.groups.length} groups; ~${o.rate} events/s` +
      (o.duration ? ` for ${o.duration} s` : " until Ctrl-C"),
  );
  // Seeded from the clock unless --seed was given: live traffic need not repeat.
  const rng = createRng(o.seedGiven ? o.seed : Date.now() % 2 ** 32);
  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.once("SIGINT", stop);
  signal?.addEventListener("abort", stop);
  const until = o.duration ? Date.now() + o.duration * 1000 : Number.POSITIVE_INFINITY;
  const interval = 1000 / o.rate;
  let next = Date.now();
  let actions = 0;
  try {
    while (!stopping && Date.now() < until && actions < (o.maxActions ?? Number.POSITIVE_INFINITY)) {
      actions += 1;
      await endDueCalls(client, state);
      const action = rng.weighted(ACTIONS);
      try {
        if (await perform(client, rng, state, action)) state.counts[action] = (state.counts[action] ?? 0) + 1;
      } catch (e) {
        state.counts.errors = (state.counts.errors ?? 0) + 1;
        if (e instanceof HttpFailure && e.status === 429) next += (e.retryAfter ?? 1) * 1000;
        console.error(`[live] ${action}: ${e instanceof Error ? e.message : String(e)}`);
      }
      next += interval;
      await sleep(Math.max(0, next - Date.now()));
    }
  } finally {
    process.off("SIGINT", stop);
    await endDueCalls(client, state, true);
  }
  console.log(`[live] done: ${JSON.stringify(state.counts)}`);
  return state.counts;
}
