import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_PG_URL, tempPgStore } from "@/test/pg-store";
import { type Db, openStore } from "../db";
import { ServiceError } from "../server/api/errors";
import type { Connection } from "../server/api/request";
import type { RowOutcome } from "./operations";
import { type JobRunnerDeps, runJob, startJobRunner } from "./runner";
import { claimJob, getJob, insertJob, jobCounts, listRows, setJobStatus } from "./store";

const CONN = { appId: "app" } as Connection;

/**
 * A stand-in for the service behind one operation: it keeps which targets were changed and how many
 * times each was sent, and can refuse calls the way the service does.
 */
function fakeService() {
  const sent = new Map<string, number>();
  const changed = new Set<string>();
  const script: ((targets: string[]) => void)[] = [];
  return {
    sent,
    changed,
    /** The next calls behave as these steps say (then normally). */
    script,
    runnerFor: () => ({
      apply: async (_c: Connection, targets: string[]) => {
        script.shift()?.(targets);
        for (const t of targets) {
          sent.set(t, (sent.get(t) ?? 0) + 1);
          changed.add(t);
        }
        return new Map<string, RowOutcome>(
          targets.map((t) => [
            t,
            t.startsWith("x") ? { status: "refused", code: "ERR_X", message: "no" } : { status: "done" },
          ]),
        );
      },
      applied: async (_c: Connection, t: string) => changed.has(t),
    }),
  };
}

const targets = (n: number) => Array.from({ length: n }, (_, i) => `u${String(i).padStart(4, "0")}`);

async function newJob(db: Db, rows: string[], operation = "users.deactivate") {
  const id = randomUUID();
  await insertJob(db, {
    id,
    appId: "app",
    operation,
    params: {},
    selection: { kind: "ids", ids: rows },
    createdBy: "a@b.c",
    targets: rows,
    now: 1,
  });
  return id;
}

function deps(db: Db, service: ReturnType<typeof fakeService>, owner = "one"): JobRunnerDeps {
  return {
    db,
    owner,
    connectionFor: async () => CONN,
    runnerFor: service.runnerFor,
    leaseMs: 400,
  };
}

async function claimed(d: JobRunnerDeps) {
  const id = await claimJob(d.db, d.owner, Date.now(), d.leaseMs ?? 400);
  if (!id) throw new Error("no job to claim");
  return id;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function sqlite() {
  const dir = mkdtempSync(path.join(tmpdir(), "bulk-jobs-"));
  const a = openStore({ dataDir: dir });
  await a.ready;
  const b = openStore({ dataDir: dir });
  await b.ready;
  cleanups.push(async () => {
    await a.db.destroy();
    await b.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  return { a: a.db, b: b.db };
}

async function postgres() {
  const first = await tempPgStore("bulk_jobs");
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${first.database}`;
  const second = openStore({ databaseUrl: url.toString(), dataDir: "" });
  await second.ready;
  cleanups.push(async () => {
    await second.db.destroy();
    await first.drop();
  });
  return { a: first.db, b: second.db };
}

describe.each([
  ["SQLite", sqlite],
  ["PostgreSQL", postgres],
])("bulk jobs on %s", (_name, open) => {
  it("applies every row once, in calls of the operation's size, and records each outcome", async () => {
    const { a } = await open();
    const service = fakeService();
    const calls: number[] = [];
    service.script.push(...Array.from({ length: 10 }, () => (t: string[]) => void calls.push(t.length)));
    const rows = [...targets(250), "x-refused"];
    const id = await newJob(a, rows);
    const ends: string[] = [];
    const d = { ...deps(a, service), onEnd: async (j: { status: string }) => void ends.push(j.status) };
    await runJob(d, await claimed(d));
    expect(calls).toEqual([100, 100, 51]);
    expect([...service.sent.values()].every((n) => n === 1)).toBe(true);
    expect(service.sent.size).toBe(251);
    expect(await jobCounts(a, id)).toEqual({ pending: 0, applying: 0, done: 250, refused: 1, skipped: 0 });
    const refused = await listRows(a, id, { status: "refused", page: 1, perPage: 10 });
    expect(refused.rows.map((r) => [r.target, r.code])).toEqual([["x-refused", "ERR_X"]]);
    const job = await getJob(a, id);
    expect(job?.status).toBe("done");
    expect(job?.finished_at).not.toBeNull();
    expect(job?.lease_owner).toBeNull();
    expect(ends).toEqual(["done"]);
  });

  it("puts rows back on a 429 and sends them again after the service's wait, never twice", async () => {
    const { a } = await open();
    const service = fakeService();
    let refusedAt = 0;
    service.script.push(() => {
      refusedAt = Date.now();
      throw new ServiceError(429, "ERR_TOO_MANY_REQUESTS", "slow down", undefined, 300);
    });
    const id = await newJob(a, targets(150));
    const d = deps(a, service);
    const started = Date.now();
    await runJob(d, await claimed(d));
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(service.sent.size).toBe(150);
    expect([...service.sent.values()].every((n) => n === 1)).toBe(true);
    expect((await jobCounts(a, id)).done).toBe(150);
  });

  it("after an answer that never came, asks the service which rows changed instead of sending them again", async () => {
    const { a } = await open();
    const service = fakeService();
    // The first call reaches the service, which applies it, but the answer is lost.
    service.script.push((t) => {
      for (const x of t) {
        service.sent.set(x, 1);
        service.changed.add(x);
      }
      throw new ServiceError(0, "ERR_UNREACHABLE", "The service could not be reached.");
    });
    const id = await newJob(a, targets(120));
    const d = deps(a, service);
    await runJob(d, await claimed(d));
    expect([...service.sent.values()].every((n) => n === 1)).toBe(true);
    expect(service.sent.size).toBe(120);
    const counts = await jobCounts(a, id);
    expect(counts.done).toBe(120);
    const confirmed = await listRows(a, id, { status: "done", page: 1, perPage: 200 });
    expect(confirmed.rows.filter((r) => r.message?.startsWith("Confirmed")).length).toBe(100);
  });

  it("is taken over by another instance when its holder dies mid-call, without a row applied twice", async () => {
    const { a, b } = await open();
    const service = fakeService();
    // Instance one's call is applied by the service, then instance one freezes before it records the answer.
    const id = await newJob(a, targets(230));
    const one = {
      ...deps(a, service, "one"),
      runnerFor: () => ({ ...service.runnerFor(), apply: hangAfter(service) }),
    };
    const oneId = await claimed(one);
    void runJob(one, oneId);
    await waitFor(async () => (await jobCounts(a, id)).applying === 100);
    expect(await claimJob(b, "two", Date.now(), 400)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 450));
    const two = deps(b, service, "two");
    const twoId = await claimJob(b, "two", Date.now(), 400);
    expect(twoId).toBe(id);
    await runJob(two, id);
    expect(service.sent.size).toBe(230);
    expect([...service.sent.values()].every((n) => n === 1)).toBe(true);
    expect(await jobCounts(b, id)).toEqual({ pending: 0, applying: 0, done: 230, refused: 0, skipped: 0 });
  });

  it("stops on cancel with an exact record: the rows sent are done, the others never sent", async () => {
    const { a } = await open();
    const service = fakeService();
    const id = await newJob(a, targets(5), "users.delete");
    service.script.push(
      () => {},
      async () => {
        await setJobStatus(a, id, ["running"], "cancelled", 2);
      },
    );
    const d = deps(a, service);
    await runJob(d, await claimed(d));
    expect([...service.sent.keys()]).toEqual(["u0000", "u0001"]);
    expect(await jobCounts(a, id)).toEqual({ pending: 3, applying: 0, done: 2, refused: 0, skipped: 0 });
    const job = await getJob(a, id);
    expect(job?.status).toBe("cancelled");
    expect(job?.finished_at).not.toBeNull();
  });

  it("pauses between calls and goes on from where it stopped when resumed", async () => {
    const { a } = await open();
    const service = fakeService();
    const id = await newJob(a, targets(4), "users.delete");
    service.script.push(async () => {
      await setJobStatus(a, id, ["running"], "paused", 2);
    });
    const d = deps(a, service);
    await runJob(d, await claimed(d));
    expect((await getJob(a, id))?.status).toBe("paused");
    expect(service.sent.size).toBe(1);
    expect(await claimJob(a, "one", Date.now(), 400)).toBeUndefined();
    await setJobStatus(a, id, ["paused"], "running", 3);
    const runner = startJobRunner({ ...d, intervalMs: 50 });
    cleanups.push(async () => runner.stop());
    await waitFor(async () => (await getJob(a, id))?.status === "done");
    expect(service.sent.size).toBe(4);
    expect([...service.sent.values()].every((n) => n === 1)).toBe(true);
  });
});

/** An apply that lets the service change the rows and then never answers (its process froze or died). */
function hangAfter(service: ReturnType<typeof fakeService>) {
  return async (_c: Connection, t: string[]) => {
    for (const x of t) {
      service.sent.set(x, (service.sent.get(x) ?? 0) + 1);
      service.changed.add(x);
    }
    return new Promise<Map<string, RowOutcome>>(() => {});
  };
}

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}
