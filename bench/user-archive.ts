/**
 * `npm run bench:user-archive`: the archive of everything about one user who sent `BENCH_MESSAGES` messages
 * (default 100,000), made through the production dashboard against a running sandbox: started with the user
 * page's own `createUserArchiveAction` as the browser sends it, followed through `listExportsAction` until
 * done, then downloaded through a link from `exportLinkAction` and opened. The sandbox is seeded by its
 * seeder, then the user's messages are written into its SQLite directly (copies of the seeded text messages,
 * sent by that user). Prints rows/s (target ≥ 20,000), the time of each kind and of packing the zip as the
 * exports list showed them, the dashboard's peak RSS (VmHWM), and as the peer the same listing read straight
 * from the sandbox (`GET /messages?sender=`, 1,000 a page). `BENCH_SERVER_NODE_FLAGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof"` profiles the dashboard.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { readZip } from "@/test/read-zip";
import { EXPORT_ACTIONS, followExport, loadAverage, MiB, readListing, watchMemory } from "./support/exports";
import { actionId, postAction, startStack, waitForFirstSyncs } from "./support/stack";

const N = Number(process.env.BENCH_MESSAGES ?? 100_000);
const ARCHIVE = "app/(dashboard)/users/[uid]/_lib/archive-action.ts";

console.log("seeding the sandbox…");
const stack = await startStack({ calls: 3000, users: 200, groups: 10, messages: 20_000 });
try {
  // The user who sent the most seeded messages gets copies of the others' text messages up to N.
  const db = new Database(path.join(stack.sandbox.dataDir, "sandbox.db"));
  const app = stack.sandbox.appId;
  const top = db
    .prepare(
      `SELECT sender, count(*) AS n FROM messages WHERE app_id = ? AND category = 'message'
       GROUP BY sender ORDER BY n DESC LIMIT 1`,
    )
    .get(app) as { sender: string; n: number };
  const uid = top.sender;
  const copy = db.prepare(
    `INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data,
                           sent_at, updated_at)
     SELECT app_id, conversation_id, ?, receiver_type, receiver, category, type, data, sent_at, updated_at
     FROM messages WHERE app_id = ? AND category = 'message' AND type = 'text' AND sender <> ?
     ORDER BY id LIMIT ?`,
  );
  const count = db.prepare("SELECT count(*) AS n FROM messages WHERE app_id = ? AND sender = ?");
  for (;;) {
    const have = (count.get(app, uid) as { n: number }).n;
    if (have >= N) break;
    copy.run(uid, app, uid, N - have);
  }
  const sent = (count.get(app, uid) as { n: number }).n;
  db.close();
  console.log(`user ${uid} has sent ${sent.toLocaleString("en-US")} messages`);

  // The dashboard's stores load the app first, as they would have long before an export on a running dashboard.
  const syncMs = await waitForFirstSyncs(stack, stack.sandbox.appId);
  console.log(`the dashboard's stores made their first sync in ${(syncMs / 1000).toFixed(1)} s`);

  // The peer: every page of the user's messages, read straight from the sandbox.
  const { rows: direct, ms: directMs } = await readListing(stack.sandbox, `sender=${uid}&`);

  const watch = watchMemory(stack.pid);
  const started = performance.now();
  const created = await postAction<{ data?: { id: string }; serverError?: string }>(
    `${stack.dashboardUrl}/users/${uid}`,
    actionId("createUserArchiveAction", ARCHIVE),
    { uid },
    stack.cookie,
  );
  if (!created.data) throw new Error(`the archive was refused: ${JSON.stringify(created)}`);
  // When the list first showed each kind being read (null: every kind read, the zip being packed).
  const phases: { kind: string; at: number }[] = [];
  const view = await followExport(stack, created.data.id, 100, watch, (v) => {
    const kind = v.status === "running" ? (v.currentKind ?? "packing the zip") : "queued";
    if (phases.at(-1)?.kind !== kind) phases.push({ kind, at: performance.now() });
  });
  const ms = performance.now() - started;
  if (view?.status !== "done") throw new Error(`the archive ended ${view?.status}: ${view?.error}`);

  const link = await postAction<{ data?: { url: string } }>(
    `${stack.dashboardUrl}/exports`,
    actionId("exportLinkAction", EXPORT_ACTIONS),
    { id: view.id },
    stack.cookie,
  );
  const res = await fetch(`${stack.dashboardUrl}${link.data?.url}`, { headers: { cookie: stack.cookie } });
  const zipPath = path.join(tmpdir(), `user-archive-bench-${process.pid}.zip`);
  writeFileSync(zipPath, Buffer.from(await res.arrayBuffer()));
  const entries = await readZip(zipPath);
  const messages = JSON.parse(entries.find((e) => e.name === "messages.json")?.text ?? "[]") as unknown[];
  const readme = entries.find((e) => e.name === "README.txt")?.text ?? "";

  const rate = view.rowsDone / (ms / 1000);
  const directRate = direct / (directMs / 1000);
  const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
  console.log(
    `\narchive of user ${uid}: ${view.rowsDone.toLocaleString("en-US")} rows, zip ${(view.bytes / MiB).toFixed(1)} MiB (${res.status} ${res.headers.get("content-type")}, ${entries.length} entries, messages.json holds ${messages.length.toLocaleString("en-US")})`,
  );
  console.log(
    `  dashboard archive: ${(ms / 1000).toFixed(1)} s = ${Math.round(rate).toLocaleString("en-US")} rows/s (target ≥ 20,000: ${verdict(rate >= 20_000)})`,
  );
  const end = started + ms;
  for (const [i, p] of phases.entries()) {
    const next = phases[i + 1]?.at ?? end;
    console.log(`    ${p.kind.padEnd(18)} ${((next - p.at) / 1000).toFixed(2)} s (as sampled every 100 ms)`);
  }
  console.log(
    `  sandbox listing alone: ${(directMs / 1000).toFixed(1)} s = ${Math.round(directRate).toLocaleString("en-US")} rows/s (${direct.toLocaleString("en-US")} rows; the messages kind's ceiling)`,
  );
  console.log(watch.line());
  console.log(`  load average: ${loadAverage()}`);
  console.log(`\nREADME.txt:\n${readme}`);
} finally {
  await stack.stop();
}
