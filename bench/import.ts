/**
 * `npm run bench:import`: `BENCH_USERS` users (default 100,000) and `BENCH_MESSAGES` messages (default 1,000,000)
 * imported into the sandbox through the production dashboard, started with the import page's own
 * `startImportAction` as the browser sends it. A file may hold at most 1 MB, so the rows go as several uploads
 * (one job each), every upload a users CSV and a messages CSV between its own users: the runner takes two jobs
 * at a time, and a message never waits for a user of another job. The sandbox's import class allows 60 requests
 * a window of `BENCH_WINDOW_MS` (default 6 s, ten times the hosted minute's pace, so the run takes minutes): the
 * target is a ratio to what the limit allows, which the window's length does not change while the dashboard
 * keeps up (the per-request times printed say how far it is from not keeping up).
 * A counting proxy in front of the sandbox records every import request. Midway it holds one, `kill -9`s the
 * dashboard, then forwards it (the service applies rows whose answer nobody records); the dashboard is started
 * again and the jobs finish. Printed: rows/s overall and per kind, the time the limit requires for the fewest
 * requests the rows need (first request to the window in which the last may go), the ratio (target ≥ 0.8) over
 * the whole run and without the outage (kill → the restarted dashboard's first request, a fixed cost the
 * hosted pace would make negligible), and rows duplicated or lost in the sandbox against the input (target 0).
 */
import { rmSync } from "node:fs";
import { startSandbox } from "@/test/sandbox-process";
import { dashboardOn, type Instance, startInstance } from "../e2e/support/instances";
import { initialMapping } from "../lib/import/mapping";
import { MAX_IMPORT_FILE_BYTES } from "../lib/import/read-file";
import { IMPORT_BATCH_LIMIT, IMPORT_REQUESTS_PER_MINUTE } from "../lib/schemas/data-import";
import { ensureDashboardBuild } from "./support/build";
import { startCountingProxy } from "./support/counting-proxy";
import { loadAverage, messagePages } from "./support/exports";
import { actionId, NotAnAnswer, postAction, signIn } from "./support/stack";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 6_000);
const LIMIT = IMPORT_REQUESTS_PER_MINUTE;
const OWNER = { email: "import-bench@example.com", password: "import-bench-password-1" };
const IMPORT_ACTIONS = "app/(dashboard)/import/_lib/actions.ts";
/** Each file stays under the page's limit with room for the header. */
const FILE_BUDGET = MAX_IMPORT_FILE_BYTES - 10_000;

type Kind = "users" | "messages";
interface Request {
  /** Its number in arrival order. */
  n: number;
  at: number;
  kind: Kind;
  ids: string[];
  status: number;
  /** Rows the service answered as imported by this request. */
  imported: string[];
  ms: number;
}

const uid = (i: number) => `imp-u${String(i).padStart(7, "0")}`;
const muid = (j: number) => `imp-m${String(j).padStart(8, "0")}`;
const SENT_AT = 1_673_421_500;
const USER_COLUMNS = ["uid", "name", "createdAt"];
const MESSAGE_COLUMNS = ["muid", "sender", "receiverType", "receiver", "data.text", "sentAt"];

/** Uploads of users i..j and messages between them, each file under the limit. */
function uploads() {
  const userLine = (i: number) => `${uid(i)},Imported user ${i},1673421419`;
  const chunks = Math.max(
    1,
    Math.ceil((USERS * (userLine(USERS).length + 1)) / FILE_BUDGET),
    Math.ceil((MESSAGES * 72) / FILE_BUDGET),
  );
  const out: { users: string; messages: string; rows: number }[] = [];
  for (let c = 0; c < chunks; c++) {
    const [u0, u1] = [Math.floor((c * USERS) / chunks), Math.floor(((c + 1) * USERS) / chunks)];
    const [m0, m1] = [Math.floor((c * MESSAGES) / chunks), Math.floor(((c + 1) * MESSAGES) / chunks)];
    const span = u1 - u0;
    const users = [USER_COLUMNS.join(",")];
    for (let i = u0; i < u1; i++) users.push(userLine(i));
    const messages = [MESSAGE_COLUMNS.join(",")];
    for (let j = m0; j < m1; j++) {
      const k = j - m0;
      const [from, to] = [u0 + (k % span), u0 + ((k + 1) % span)];
      messages.push(`${muid(j)},${uid(from)},user,${uid(to)},Message ${j},${SENT_AT + (j % 86_400)}`);
    }
    const file = { users: users.join("\n"), messages: messages.join("\n"), rows: u1 - u0 + m1 - m0 };
    for (const text of [file.users, file.messages]) {
      if (Buffer.byteLength(text) > MAX_IMPORT_FILE_BYTES)
        throw new Error("an upload is over the file limit");
    }
    out.push(file);
  }
  return out;
}

ensureDashboardBuild();
const sandbox = await startSandbox("eu", {
  SANDBOX_RATE_LIMIT_IMPORT: String(LIMIT),
  SANDBOX_RATE_LIMIT_WINDOW_MS: String(WINDOW_MS),
});

const requests: Request[] = [];
/** Called with each import request (its number in arrival order) before it is forwarded; may hold it. */
let beforeForward: (n: number) => Promise<void> = async () => {};
const proxy = await startCountingProxy(sandbox.url, {
  match: (_method, url) => /\/data_import\/(users|messages)$/.exec(url.pathname)?.[1] as Kind | undefined,
  beforeForward: (n) => beforeForward(n),
  onAnswer: ({ key: kind, n, sentAt, body, status, answer }) => {
    const rows = (JSON.parse(body.toString()) as Record<Kind, Record<string, unknown>>)[kind] ?? {};
    const results =
      status === 200
        ? (JSON.parse(answer.toString()) as { data: Record<string, { success: boolean }> }).data
        : {};
    requests.push({
      n,
      at: sentAt,
      kind,
      ids: Object.keys(rows),
      status,
      imported: Object.entries(results)
        .filter(([, r]) => r.success)
        .map(([id]) => id),
      ms: Date.now() - sentAt,
    });
  },
});
const proxyPort = proxy.port;

const own = await dashboardOn(sandbox, "Import bench", OWNER, {
  DASHBOARD_CHAT_URL: `http://127.0.0.1:${proxyPort}/{region}/{appId}/api/v3`,
});
const { env, dataDir } = own;
let dashboard: Instance = own.dashboard;
const port = Number(new URL(dashboard.url).port);

/** Posts a server action of `file` to a page of the dashboard; answers its result. */
const action = <T>(route: string, name: string, file: string, input: unknown, cookie: string) =>
  postAction<{ data?: T; serverError?: string; validationErrors?: unknown }>(
    `${dashboard.url}${route}`,
    actionId(name, file),
    input,
    cookie,
  );

type JobView = { status: string; total: number; counts: { done: number }; lastError: string | null };

async function waitAllDone(ids: string[]): Promise<{ at: number; views: JobView[] }> {
  let cookie = "";
  let misses = 0;
  for (;;) {
    try {
      cookie ||= await signIn(dashboard.url, OWNER);
      const list = await action<{ data: (JobView & { id: string })[] }>(
        "/jobs",
        "listBulkJobsAction",
        "lib/actions/bulk.ts",
        { page: 1, perPage: 1000 },
        cookie,
      );
      const views = (list.data?.data ?? []).filter((v) => ids.includes(v.id));
      if (views.length !== ids.length)
        throw new Error(`the jobs list answered ${views.length} of ${ids.length} jobs`);
      if (views.every((v) => v.status === "done")) return { at: Date.now(), views };
    } catch (e) {
      // The dashboard is restarting (no answer, or not yet an action's answer): sign in again after it.
      if (!(e instanceof TypeError || e instanceof NotAnAnswer) || ++misses > 240) throw e;
      cookie = "";
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The earliest moment the last of `n` requests may go after a first one at `first`, LIMIT a fixed window. */
function required(first: number, n: number) {
  const windows = Math.floor((n - 1) / LIMIT);
  return first - (first % WINDOW_MS) + windows * WINDOW_MS - first;
}

/** Every user and message of the import in the sandbox, counted by id. */
async function inSandbox() {
  const users = new Map<string, number>();
  for (let page = 1; ; page++) {
    const res = (await sandbox.chat("GET", `/users?perPage=1000&page=${page}`)) as {
      data: { uid: string }[];
    };
    for (const u of res.data) users.set(u.uid, (users.get(u.uid) ?? 0) + 1);
    if (res.data.length < 1000) break;
  }
  const messages = new Map<string, number>();
  for await (const page of messagePages<{ id: number; muid?: string }>(sandbox)) {
    for (const m of page) if (m.muid) messages.set(m.muid, (messages.get(m.muid) ?? 0) + 1);
  }
  return { users, messages };
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

try {
  const files = uploads();
  const fewest = Math.ceil(USERS / IMPORT_BATCH_LIMIT) + Math.ceil(MESSAGES / IMPORT_BATCH_LIMIT);
  console.log(
    `import: ${fmt(USERS)} users and ${fmt(MESSAGES)} messages in ${files.length} uploads, at least ${fmt(fewest)} requests; ` +
      `import limit ${LIMIT} requests a ${WINDOW_MS / 1000} s window (the hosted service: a minute)`,
  );
  const killAt = Math.ceil(fewest / 2);
  let killedAt = 0;
  beforeForward = async (n) => {
    if (n !== killAt) return;
    beforeForward = async () => {};
    killedAt = Date.now();
    await dashboard.kill();
  };
  // The mapping the page starts with: each field from the column named as it.
  const usersMapping = initialMapping("users", USER_COLUMNS);
  const messagesMapping = initialMapping("messages", MESSAGE_COLUMNS);
  const cookie = await signIn(dashboard.url, OWNER);
  const ids: string[] = [];
  const createStart = performance.now();
  for (const [i, f] of files.entries()) {
    const id = crypto.randomUUID();
    const input = {
      id,
      files: [
        { kind: "users", name: `users-${i + 1}.csv`, text: f.users, mapping: usersMapping },
        { kind: "messages", name: `messages-${i + 1}.csv`, text: f.messages, mapping: messagesMapping },
      ],
    };
    const started = await action<{ id: string; rows: number }>(
      "/import",
      "startImportAction",
      IMPORT_ACTIONS,
      input,
      cookie,
    );
    if (started.data?.rows !== f.rows)
      throw new Error(`upload ${i + 1} was not started: ${JSON.stringify(started).slice(0, 400)}`);
    ids.push(id);
  }
  const createS = (performance.now() - createStart) / 1000;
  while (!killedAt) await new Promise((r) => setTimeout(r, 50));
  dashboard = await startInstance(env, port);
  const end = await waitAllDone(ids);

  const first = requests[0]?.at ?? 0;
  const seconds = (end.at - first) / 1000;
  // The held request goes after the kill; the restarted dashboard's first one comes after it.
  const resumedAt = requests.find((r) => r.n > killAt)?.at ?? killedAt;
  const outage = (resumedAt - killedAt) / 1000;
  const need = required(first, fewest) / 1000;
  const accepted = requests.filter((r) => r.status === 200);
  const rows = USERS + MESSAGES;
  console.log(
    `  ${files.length} import jobs started in ${createS.toFixed(1)} s; ${accepted.length} requests accepted ` +
      `(${requests.filter((r) => r.status === 429).length} answered 429, ${requests.length - accepted.length} not accepted in all)`,
  );
  for (const kind of ["users", "messages"] as const) {
    const mine = accepted.filter((r) => r.kind === kind);
    const count = kind === "users" ? USERS : MESSAGES;
    const share = (seconds * mine.length) / accepted.length;
    console.log(
      `  ${kind}: ${fmt(count)} rows in ${mine.length} requests (${(count / mine.length).toFixed(1)} rows a request), ` +
        `${fmt(count / share)} rows/s over their share of the run (${share.toFixed(1)} s)`,
    );
  }
  const ms = accepted.map((r) => r.ms).sort((a, b) => a - b);
  console.log(
    `  an import request's round trip through the proxy: median ${ms[Math.floor(ms.length / 2)]} ms, ` +
      `p99 ${ms[Math.floor(ms.length * 0.99)]} ms (the limit's pace: ${(WINDOW_MS / LIMIT).toFixed(0)} ms a request)`,
  );
  const ratio = need / seconds;
  const steady = need / (seconds - outage);
  console.log(
    `  first request → every job done: ${seconds.toFixed(1)} s = ${fmt(rows / seconds)} rows/s; the limit requires ` +
      `${need.toFixed(1)} s (${fmt(rows / need)} rows/s) → ratio ${ratio.toFixed(3)} over the whole run`,
  );
  console.log(
    `  without the outage (kill → first request of the restarted dashboard, ${outage.toFixed(1)} s): ` +
      `ratio ${steady.toFixed(3)} (target ≥ 0.8: ${steady >= 0.8 ? "met" : "NOT met"})`,
  );

  const stored = await inSandbox();
  let duplicated = 0;
  let lost = 0;
  for (let i = 0; i < USERS; i++) {
    const n = stored.users.get(uid(i)) ?? 0;
    if (n === 0) lost++;
    duplicated += Math.max(0, n - 1);
  }
  for (let j = 0; j < MESSAGES; j++) {
    const n = stored.messages.get(muid(j)) ?? 0;
    if (n === 0) lost++;
    duplicated += Math.max(0, n - 1);
  }
  const importedTwice = new Map<string, number>();
  for (const r of accepted)
    for (const id of r.imported) importedTwice.set(id, (importedTwice.get(id) ?? 0) + 1);
  const twice = [...importedTwice.values()].filter((n) => n > 1).length;
  const notDone = end.views.reduce((n, v) => n + v.total - v.counts.done, 0);
  console.log(
    `  rows duplicated ${duplicated} (imported by two requests: ${twice}), lost ${lost} (rows not done in the jobs: ${notDone}) ` +
      `(target 0 and 0: ${duplicated + twice === 0 && lost + notDone === 0 ? "met" : "NOT met"})`,
  );
  console.log(`  load average: ${loadAverage()}`);
} finally {
  await dashboard.stop();
  proxy.close();
  await sandbox.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
