/**
 * `npm run bench:bulk`: 1,000 users deactivated through a bulk job (started with the dashboard's own
 * `startBulkJobAction`, as the browser sends it), against a sandbox whose core rate limit is
 * `BENCH_CORE_LIMIT` calls a minute (default 4). The job uses `DELETE /users` with 100 uids a call, so 10
 * calls; the time the limit requires for them is from the job's first call to the start of the window in
 * which its last call can go (fixed one-minute windows, as the sandbox counts). A counting proxy in front of
 * the sandbox records every `DELETE /users` and its answer.
 * Run 1 measures the job undisturbed: target ≤ 1.25 × the required time. Run 2 (1,000 other users)
 * `kill -9`s the dashboard while its second call is in flight (the proxy holds that call, kills, then
 * forwards it, so the service applies a call whose answer nobody records), restarts it, and counts rows
 * applied twice (a uid in two accepted calls) and rows lost (not deactivated, or not `done` in the record).
 */
import { rmSync } from "node:fs";
import { startSandbox } from "@/test/sandbox-process";
import { dashboardOn, type Instance, seedUsers, startInstance } from "../e2e/support/instances";
import { ensureDashboardBuild } from "./support/build";
import { startCountingProxy } from "./support/counting-proxy";
import { actionId, sendAction, signIn } from "./support/stack";

const LIMIT = Number(process.env.BENCH_CORE_LIMIT ?? 4);
const USERS = 1000;
const OWNER = { email: "bulk-bench@example.com", password: "bulk-bench-password-1" };

interface Call {
  at: number;
  uids: string[];
  status: number;
}

ensureDashboardBuild();
const sandbox = await startSandbox("eu", { SANDBOX_RATE_LIMIT_CORE: String(LIMIT) });
// The seeder leaves a few of its users deactivated: the runs take active ones only.
seedUsers(sandbox.dataDir, sandbox.appId, 2 * USERS + 100);
const all: string[] = [];
for (let page = 1; page <= 3; page++) {
  const res = (await sandbox.chat("GET", `/users?perPage=1000&page=${page}`)) as { data: { uid: string }[] };
  all.push(...res.data.map((u) => u.uid));
}
if (all.length < 2 * USERS) throw new Error(`the seeder made ${all.length} users`);

const calls: Call[] = [];
/** Called with each `DELETE /users` before it is forwarded; may hold it. */
let beforeForward: (n: number) => Promise<void> = async () => {};
const proxy = await startCountingProxy(sandbox.url, {
  match: (method, url) =>
    method === "DELETE" && /\/api\/v3\/users$/.test(url.pathname) ? "bulk" : undefined,
  beforeForward: (n) => beforeForward(n),
  onAnswer: ({ sentAt, body, status }) => {
    const uids =
      (JSON.parse(body.toString() || "{}") as { uidsToDeactivate?: string[] }).uidsToDeactivate ?? [];
    calls.push({ at: sentAt, uids, status });
  },
});
const proxyPort = proxy.port;

const own = await dashboardOn(sandbox, "Bulk bench", OWNER, {
  DASHBOARD_CHAT_URL: `http://127.0.0.1:${proxyPort}/{region}/{appId}/api/v3`,
});
const { env, dataDir } = own;
let dashboard: Instance = own.dashboard;
const port = Number(new URL(dashboard.url).port);

const startId = actionId("startBulkJobAction", "lib/actions/bulk.ts");
const getId = actionId("getBulkJobAction", "lib/actions/bulk.ts");

async function action(id: string, input: unknown, cookie: string) {
  return (await sendAction(`${dashboard.url}/jobs`, id, input, cookie)).text();
}

async function waitDone(jobId: string, cookie: string): Promise<{ done: number; at: number }> {
  for (;;) {
    try {
      const text = await action(getId, { id: jobId }, cookie);
      const done = /"status":"done"/.test(text);
      const m = /"done":(\d+)/.exec(text);
      if (done) return { done: Number(m?.[1] ?? 0), at: Date.now() };
    } catch {
      // restarting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The earliest moment the last of `n` calls may go after a first call at `first`, `LIMIT` per minute window. */
function required(first: number, n: number) {
  const windows = Math.floor((n - 1) / LIMIT);
  if (windows === 0) return 0;
  const windowStart = first - (first % 60_000);
  return windowStart + windows * 60_000 - first;
}

async function run(uids: string[], kill: boolean) {
  const cookie = await signIn(dashboard.url, OWNER);
  const before = calls.length;
  const jobId = crypto.randomUUID();
  if (kill) {
    beforeForward = async (n) => {
      if (n !== before + 2) return;
      beforeForward = async () => {};
      await dashboard.kill();
    };
  }
  const answer = await action(
    startId,
    { id: jobId, operation: "users.deactivate", params: {}, selection: { kind: "ids", ids: uids } },
    cookie,
  );
  if (!answer.includes(jobId)) throw new Error(`the job did not start: ${answer.slice(0, 300)}`);
  if (kill) {
    while (calls.length < before + 2) await new Promise((r) => setTimeout(r, 20));
    dashboard = await startInstance(env, port);
  }
  const end = await waitDone(jobId, kill ? await signIn(dashboard.url, OWNER) : cookie);
  const mine = calls.slice(before);
  const accepted = mine.filter((c) => c.status === 200);
  const sent = new Map<string, number>();
  for (const c of accepted) for (const u of c.uids) sent.set(u, (sent.get(u) ?? 0) + 1);
  const twice = [...sent.values()].filter((n) => n > 1).length;
  const deactivated = new Set<string>();
  for (let page = 1; ; page++) {
    const res = (await sandbox.chat("GET", `/users?onlyDeactivated=true&perPage=1000&page=${page}`)) as {
      data: { uid: string }[];
    };
    for (const u of res.data) deactivated.add(u.uid);
    if (res.data.length < 1000) break;
  }
  const lost = uids.filter((u) => !deactivated.has(u)).length + (USERS - end.done);
  const first = mine[0]?.at ?? 0;
  const last = accepted.at(-1)?.at ?? 0;
  return {
    seconds: (end.at - first) / 1000,
    lastCall: (last - first) / 1000,
    required: required(first, accepted.length) / 1000,
    calls: accepted.length,
    refused429: mine.filter((c) => c.status === 429).length,
    twice,
    lost,
  };
}

try {
  console.log(
    `bulk deactivation: ${USERS} users, core rate limit ${LIMIT}/min, DELETE /users with 100 uids a call`,
  );
  const a = await run(all.slice(0, USERS), false);
  const ratio = a.seconds / a.required;
  console.log(
    `run 1: ${a.calls} accepted calls (${a.refused429} answered 429), first call → job done ${a.seconds.toFixed(2)} s ` +
      `(last call at ${a.lastCall.toFixed(2)} s); the limit requires ${a.required.toFixed(2)} s → ${ratio.toFixed(3)}× ` +
      `(target ≤ 1.25×: ${ratio <= 1.25 ? "met" : "NOT met"}); rows applied twice ${a.twice}, lost ${a.lost}`,
  );
  const b = await run(all.slice(USERS, 2 * USERS), true);
  console.log(
    `run 2 (kill -9 with the second call in flight, restart): ${b.calls} accepted calls, done in ${b.seconds.toFixed(2)} s ` +
      `(includes the restart and the 15 s lease); rows applied twice ${b.twice}, lost ${b.lost} ` +
      `(target 0 and 0: ${b.twice === 0 && b.lost === 0 ? "met" : "NOT met"})`,
  );
} finally {
  await dashboard.stop();
  proxy.close();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
