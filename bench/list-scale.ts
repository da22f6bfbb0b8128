// `npm run bench:list-scale`: the sandbox's lists at a million rows, against two peers in the same run and
// on the same core: a Hono handler answering the same page from memory, and Stoplight Prism mocking the
// operation with that page as its example. The load generator (autocannon, 50 connections) runs on the
// other core. One app holds a million each of users, calls, messages, one-on-one conversations and
// reactions on one message. For each list: the first page, a filtered page and the far end (the last page
// of a page-based list with its true total; the oldest messages; reactions past the 999,975th).
// Target: each ≥ 0.7× the in-memory handler's requests/s, p99 ≤ 20 ms.
// Depth: GET /calls and GET /users, unfiltered and with the dashboard's common filters, at page 1, the middle
// page and the last page; target: every page within 1.5× of its page 1's throughput, p99 ≤ 100 ms.
// BENCH_ROWS (default 1,000,000) and BENCH_SECONDS (default 10) change the size and each run's length;
// BENCH_LISTS (default calls,users,messages,reactions,conversations) which lists are measured.
// BENCH_DATA=<dir> keeps the seeded store there and reuses it on later runs (seeding takes minutes); only the
// lists measured are seeded (users always), so a store is reused only by runs of the lists it holds.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { freePort } from "@/test/free-port";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PER_PAGE = 25;
const ANCHOR = 1_795_000_000;
const MGMT = { key: "bench-mgmt-key", secret: "bench-mgmt-secret-0123456789" };
const LISTS = (process.env.BENCH_LISTS ?? "calls,users,messages,reactions,conversations").split(",");
/** Messages, one-on-one conversations and the hot message's reactions are seeded for these lists only. */
const CHAT_LISTS = ["messages", "reactions", "conversations"];
/** A page past page 1 within 1.5× of page 1's requests/s, p99 at most this. */
const DEPTH_RATIO = 1 / 1.5;
const DEPTH_P99 = 100;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

// Servers on core 0, this process (the load) on core 1, when the machine has two cores and taskset.
const pinned = cpus().length >= 2 && spawnSync("taskset", ["-V"]).status === 0;
if (pinned) spawnSync("taskset", ["-a", "-cp", "1", String(process.pid)]);
const onServerCore = (cmd: string, args: string[]): [string, string[]] =>
  pinned ? ["taskset", ["-c", "0", cmd, ...args]] : [cmd, args];

const children: ChildProcess[] = [];
function start(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const [c, a] = onServerCore(cmd, args);
  const child = spawn(c, a, { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => {
    log = (log + d).slice(-4000);
  });
  child.stderr?.on("data", (d) => {
    log = (log + d).slice(-4000);
  });
  children.push(child);
  return { child, log: () => `${name}: ${log}` };
}

async function waitFor(url: string, proc: { child: ChildProcess; log: () => string }) {
  for (let i = 0; i < 1200; i++) {
    if (proc.child.exitCode !== null) throw new Error(`exited early:\n${proc.log()}`);
    try {
      if ((await fetch(url, { headers: { connection: "close" } })).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered:\n${proc.log()}`);
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Load> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

interface Variant {
  list: string;
  name: string;
  path: string;
  /** A page-based list's true total; a cursor list's page is checked for a full page instead. */
  trueTotal?: number;
  /** Read as this user (`onBehalfOf`). */
  onBehalfOf?: string;
  /** A page of the depth check: its filter set and which page of it. */
  depth?: { filters: string; page: "page 1" | "middle" | "last" };
}

interface BenchApp {
  id: string;
  apiKeys: Record<string, { apiKey: string; scope: string }>;
  /** The lists the store was seeded for. */
  lists?: string[];
}

/** A new app, filled through the seed CLI with ROWS of each list. */
async function seed(sandboxUrl: string, dir: string): Promise<BenchApp> {
  const made = await fetch(`${sandboxUrl}/mgmt/apps`, {
    method: "POST",
    headers: { "content-type": "application/json", ...MGMT },
    body: JSON.stringify({ name: "List scale", region: "us" }),
  });
  const app = (await made.json()).data as BenchApp;
  const chat = LISTS.some((l) => CHAT_LISTS.includes(l)) ? ROWS : 0;
  const seedStarted = performance.now();
  const seed = spawnSync(
    "node_modules/.bin/tsx",
    [
      "sandbox/src/seed/cli.ts",
      ...["--app", app.id, "--data-dir", dir, "--users", String(ROWS), "--groups", "50"],
      ...["--messages", String(chat), "--conversations", String(chat), "--hot-reactions", String(chat)],
      ...["--calls", String(LISTS.includes("calls") ? ROWS : 0), "--days", "180", "--seed", "11"],
      ...["--anchor", String(ANCHOR)],
    ],
    { encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}${seed.stdout}`);
  console.log(`seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);
  return { ...app, lists: LISTS };
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE));

/** Page 1, the middle page and the last page of a page-based list under one filter set. */
function depths(list: string, filters: string, base: string, trueTotal: number): Variant[] {
  const label = filters === "all" ? "" : `${filters}, `;
  const at = (page: "page 1" | "middle" | "last", n: number): Variant => ({
    list,
    name: `${label}${page === "page 1" ? page : `${page} (${fmt(n)})`}`,
    path: n === 1 ? base : `${base}&page=${n}`,
    trueTotal,
    depth: { filters, page },
  });
  const last = lastPage(trueTotal);
  return [at("page 1", 1), at("middle", Math.ceil(last / 2)), at("last", last)];
}

/** The pages of messages, reactions and conversations, from what the store holds. */
function chatPages(db: Database.Database, appId: string): Variant[] {
  // A group's conversation counts while its group exists.
  const conversationsTotal = db
    .prepare(
      `SELECT count(*) FROM conversations c WHERE c.app_id = ? AND (c.conversation_type = 'user'
         OR EXISTS (SELECT 1 FROM groups g WHERE g.app_id = c.app_id AND 'group_' || g.guid = c.conversation_id))`,
    )
    .pluck()
    .get(appId) as number;
  // A user with several conversations, and how many they have (pairs they are in, their groups').
  const someone = db
    .prepare(
      `SELECT uid FROM conversation_state WHERE app_id = ? AND conversation_id NOT LIKE 'group%'
        GROUP BY uid HAVING count(*) >= 3 LIMIT 1`,
    )
    .pluck()
    .get(appId) as string;
  const theirs = db
    .prepare(
      `SELECT count(*) FROM conversations c WHERE c.app_id = @app AND (
         (c.conversation_type = 'user' AND EXISTS (SELECT 1 FROM conversation_state s
           WHERE s.app_id = c.app_id AND s.conversation_id = c.conversation_id AND s.uid = @uid))
         OR (c.conversation_type = 'group' AND EXISTS (SELECT 1 FROM group_members m
           WHERE m.app_id = c.app_id AND 'group_' || m.guid = c.conversation_id AND m.uid = @uid)))`,
    )
    .pluck()
    .get({ app: appId, uid: someone }) as number;
  // The message with the most reactions, its last kind, and the reaction 25 from its end.
  const hot = db
    .prepare(
      "SELECT message_id AS id, count(*) AS n FROM reactions WHERE app_id = ? GROUP BY message_id ORDER BY n DESC LIMIT 1",
    )
    .get(appId) as { id: number; n: number };
  const lastKind = db
    .prepare("SELECT reaction FROM reactions WHERE message_id = ? ORDER BY id DESC LIMIT 1")
    .pluck()
    .get(hot.id) as string;
  const deep = db
    .prepare("SELECT id FROM reactions WHERE message_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?")
    .pluck()
    .get(hot.id, PER_PAGE) as number;
  console.log(
    `${fmt(conversationsTotal)} conversations (${someone} is in ${theirs}); message ${hot.id} has ${fmt(hot.n)} reactions`,
  );
  const messages = `/us/${appId}/api/v3/messages?limit=${PER_PAGE}`;
  const reactions = `/us/${appId}/api/v3/messages/${hot.id}/reactions`;
  const conversations = `/us/${appId}/api/v3/conversations?perPage=${PER_PAGE}`;
  return [
    { list: "messages", name: "newest", path: messages },
    {
      list: "messages",
      name: "filtered (one-on-one, not deleted)",
      path: `${messages}&receiverType=user&hideDeleted=true`,
    },
    { list: "messages", name: "oldest", path: `${messages}&affix=append` },
    { list: "reactions", name: "first", path: `${reactions}?limit=${PER_PAGE}` },
    {
      list: "reactions",
      name: `one kind (${lastKind})`,
      path: `${reactions}/${encodeURIComponent(lastKind)}?limit=${PER_PAGE}`,
    },
    {
      list: "reactions",
      name: "past the last 25",
      path: `${reactions}?limit=${PER_PAGE}&affix=append&id=${deep}`,
    },
    { list: "conversations", name: "page 1", path: conversations, trueTotal: conversationsTotal },
    {
      list: "conversations",
      name: "one user's (onBehalfOf)",
      path: conversations,
      onBehalfOf: someone,
      trueTotal: theirs,
    },
    {
      list: "conversations",
      name: "last page",
      path: `${conversations}&page=${lastPage(conversationsTotal)}`,
      trueTotal: conversationsTotal,
    },
  ];
}

/** Each page of the depth check against page 1 of its list and filter set. */
function printDepths(variants: Variant[], loads: Map<Variant, Load>) {
  const deep = variants.filter((v) => v.depth && loads.has(v));
  if (deep.length === 0) return;
  const firstOf = (v: Variant) =>
    deep.find(
      (f) => f.list === v.list && f.depth?.filters === v.depth?.filters && f.depth?.page === "page 1",
    );
  console.log(
    `\n| List | Filters | Page | Requests/s | p50 | p99 | Ratio to page 1 | ≥ ${DEPTH_RATIO.toFixed(3)}×, p99 ≤ ${DEPTH_P99} ms |`,
  );
  console.log("|---|---|---|---|---|---|---|---|");
  let met = 0;
  for (const v of deep) {
    const box = loads.get(v) as Load;
    const first = firstOf(v);
    const ratio = first ? box.rps / (loads.get(first) as Load).rps : Number.NaN;
    const ok = ratio >= DEPTH_RATIO && box.p99 <= DEPTH_P99 && box.failed === 0;
    if (ok) met++;
    console.log(
      `| ${v.list} | ${v.depth?.filters} | ${v.name} | ${fmt(box.rps)} | ${box.p50} ms | ${box.p99} ms | **${ratio.toFixed(3)}×** | ${ok ? "met" : "not met"}${box.failed ? `; ${box.failed} failed` : ""} |`,
    );
  }
  console.log(`\n${met} of ${deep.length} pages meet the depth target`);
}

async function main() {
  const kept = process.env.BENCH_DATA;
  const dir = kept ? path.resolve(kept) : mkdtempSync(path.join(tmpdir(), "list-scale-"));
  mkdirSync(dir, { recursive: true });
  const appFile = path.join(dir, "bench-app.json");
  try {
    console.log(
      `list scale: ${fmt(ROWS)} users, calls, messages, conversations and reactions on one message (${LISTS.join(", ")}); ${CONNECTIONS} connections, ${SECONDS} s a run; ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}; ${pinned ? "servers on core 0, load on core 1" : "not pinned (taskset or a second core missing)"}`,
    );
    const port = await freePort();
    const sandboxUrl = `http://127.0.0.1:${port}`;
    const sandbox = start("sandbox", process.execPath, ["--import", "tsx", "sandbox/src/server.ts"], {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: dir,
      SANDBOX_MGMT_KEY: MGMT.key,
      SANDBOX_MGMT_SECRET: MGMT.secret,
      // The hosted service's per-minute limits would refuse the load itself.
      SANDBOX_RATE_LIMIT_CORE: "1000000000",
      SANDBOX_RATE_LIMIT_STANDARD: "1000000000",
    });
    await waitFor(`${sandboxUrl}/healthz`, sandbox);
    const reused = existsSync(appFile);
    const app = reused
      ? (JSON.parse(readFileSync(appFile, "utf8")) as BenchApp)
      : await seed(sandboxUrl, dir);
    if (kept && !reused) writeFileSync(appFile, JSON.stringify(app));
    const apikey = Object.values(app.apiKeys).find((k) => k.scope === "fullAccess")?.apiKey ?? "";
    if (reused) console.log(`reusing the store seeded in ${dir}`);
    const missing = LISTS.filter((l) => l !== "users" && !(app.lists ?? LISTS).includes(l));
    if (missing.length)
      throw new Error(`${dir} was not seeded for ${missing.join(", ")}: use another BENCH_DATA`);

    // The true totals, counted in the store itself.
    const db = new Database(path.join(dir, "sandbox.db"), { readonly: true });
    const count = (sql: string) => db.prepare(sql).pluck().get(app.id) as number;
    const totals = {
      calls: count("SELECT count(*) FROM calls WHERE app_id = ?"),
      callsFiltered: count(
        "SELECT count(*) FROM calls WHERE app_id = ? AND type = 'video' AND status = 'ended'",
      ),
      callsEnded: count("SELECT count(*) FROM calls WHERE app_id = ? AND status = 'ended'"),
      users: count("SELECT count(*) FROM users WHERE app_id = ? AND deactivated_at = 0"),
      usersFiltered: count(
        "SELECT count(*) FROM users WHERE app_id = ? AND deactivated_at = 0 AND status IN ('available', 'online')",
      ),
    };
    const chat = LISTS.some((l) => CHAT_LISTS.includes(l)) ? chatPages(db, app.id) : [];
    db.close();

    const calls = `/us/${app.id}/call/v3/calls?perPage=${PER_PAGE}`;
    const users = `/us/${app.id}/api/v3/users?perPage=${PER_PAGE}`;
    const all: Variant[] = [
      ...depths("calls", "all", calls, totals.calls),
      ...depths("calls", "ended", `${calls}&status=ended`, totals.callsEnded),
      ...depths("calls", "video, ended", `${calls}&type=video&status=ended`, totals.callsFiltered),
      ...depths("users", "all", users, totals.users),
      ...depths("users", "available", `${users}&status=available`, totals.usersFiltered),
      ...chat,
    ];
    const variants = all.filter((v) => LISTS.includes(v.list));
    // The in-memory peer tells pages apart by path and onBehalfOf, as this key does.
    const keyOf = (v: Variant) => (v.onBehalfOf ? `${v.path}#${v.onBehalfOf}` : v.path);
    const headersOf = (v: Variant): Record<string, string> => ({
      apikey,
      ...(v.onBehalfOf ? { onBehalfOf: v.onBehalfOf } : {}),
    });
    const firsts = new Set(["page 1", "newest", "first"]);

    // Each page as the sandbox answers it: what both peers then serve.
    const pages: Record<string, unknown> = {};
    const answered: Record<string, number | undefined> = {};
    // After the long seed, the sandbox must still be up (a fresh connection: the pooled one has timed out).
    await waitFor(`${sandboxUrl}/healthz`, sandbox);
    for (const v of variants) {
      const res = await fetch(sandboxUrl + v.path, { headers: { ...headersOf(v), connection: "close" } });
      const body = (await res.json()) as { data: unknown[]; meta: { pagination?: { total: number } } };
      if (res.status !== 200 || body.data.length === 0) throw new Error(`${v.path}: ${res.status}`);
      pages[keyOf(v)] = body;
      answered[keyOf(v)] = v.trueTotal === undefined ? body.data.length : body.meta.pagination?.total;
    }
    const pagesFile = path.join(dir, "pages.json");
    writeFileSync(pagesFile, JSON.stringify(pages));
    const memoryPort = await freePort();
    const memory = start("memory peer", process.execPath, [
      "--import",
      "tsx",
      "bench/support/memory-peer.ts",
      pagesFile,
      String(memoryPort),
    ]);
    const memoryUrl = `http://127.0.0.1:${memoryPort}`;

    // Prism mocks each list's operation with its page 1 as the example (it does not choose by query).
    const doc = {
      openapi: "3.0.3",
      info: { title: "list-scale", version: "1" },
      paths: Object.fromEntries(
        variants
          .filter((v) => firsts.has(v.name))
          .map((v) => [
            v.path.split("?")[0],
            {
              get: {
                responses: {
                  "200": {
                    description: "a page",
                    content: { "application/json": { example: pages[keyOf(v)] } },
                  },
                },
              },
            },
          ]),
      ),
    };
    const docFile = path.join(dir, "prism.json");
    writeFileSync(docFile, JSON.stringify(doc));
    const prismPort = await freePort();
    const prism = start("prism", path.resolve("node_modules/.bin/prism"), [
      "mock",
      docFile,
      "-p",
      String(prismPort),
      "-h",
      "127.0.0.1",
      "-v",
      "error",
    ]);
    const prismUrl = `http://127.0.0.1:${prismPort}`;
    await waitFor(`${memoryUrl}${variants[0]?.path}`, memory);
    await waitFor(`${prismUrl}${variants[0]?.path}`, prism);

    const rows: string[] = [];
    let met = 0;
    const sandboxLoads = new Map<Variant, Load>();
    for (const v of variants) {
      const headers = headersOf(v);
      // A short run first for each server, so none is measured cold.
      await load(memoryUrl + v.path, headers, 2);
      await load(sandboxUrl + v.path, headers, 2);
      const mem = await load(memoryUrl + v.path, headers, SECONDS);
      const box = await load(sandboxUrl + v.path, headers, SECONDS);
      sandboxLoads.set(v, box);
      const pri = firsts.has(v.name) ? await load(prismUrl + v.path, headers, SECONDS) : undefined;
      const ratio = box.rps / mem.rps;
      // A cursor list promises no total: its page must be full.
      const totalTrue = answered[keyOf(v)] === (v.trueTotal ?? PER_PAGE);
      const ok = ratio >= 0.7 && box.p99 <= 20 && totalTrue && box.failed === 0;
      if (ok) met++;
      rows.push(
        `| ${v.list} | ${v.name} | ${fmt(box.rps)}/s, p99 ${box.p99} ms | ${fmt(mem.rps)}/s, p99 ${mem.p99} ms | **${ratio.toFixed(3)}×** | ${pri ? `${fmt(pri.rps)}/s, p99 ${pri.p99} ms` : "—"} | ${v.trueTotal === undefined ? `${answered[keyOf(v)]} rows` : fmt(answered[keyOf(v)] ?? 0)} (${totalTrue ? "true" : `true: ${fmt(v.trueTotal ?? PER_PAGE)}`}) | ${ok ? "met" : "not met"}${box.failed ? `; ${box.failed} failed` : ""} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      "\n| List | Page | Sandbox | In-memory Hono | Ratio | Prism | Total answered | ≥ 0.7×, p99 ≤ 20 ms |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    for (const r of rows) console.log(r);
    console.log(`\n${met} of ${variants.length} pages meet the target`);
    printDepths(variants, sandboxLoads);
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  process.exit(1);
});
