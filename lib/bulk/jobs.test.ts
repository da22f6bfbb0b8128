import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Answer, Exchange } from "@/lib/server/api/transport";
import { tempDataDir } from "@/test/temp-store";
import { getDb } from "../db";
import { formatSecondsUtc } from "../format";
import type { User } from "../schemas/users";
import type { Connection } from "../server/api/request";
import { getJob, listRows } from "./store";

tempDataDir("bulk-jobs-filter");

const CONN: Connection = {
  appId: "app",
  region: "eu",
  chatUrl: "http://chat.test",
  callUrl: "http://calls.test",
  mgmtUrl: "http://mgmt.test",
  apiKey: "key",
};

/**
 * The hosted service as its published API reads `GET /users`: `lastActiveBefore`, `lastActiveAfter` and
 * `sortBy` are not its parameters, so it answers every (active) user whatever they say.
 */
const service = {
  users: [] as User[],
  deactivated: new Set<string>(),
  /** Every uid a `DELETE /users` named. */
  sent: [] as string[],
  queries: [] as URLSearchParams[],
};

const answer = (status: number, body: unknown): Answer => ({
  status,
  retryAfter: undefined,
  location: undefined,
  text: JSON.stringify(body),
  rateLimit: {},
});

function fakeExchange(url: URL, req: Exchange): Answer {
  if (url.pathname === "/users" && req.method === "GET") {
    service.queries.push(url.searchParams);
    const page = Number(url.searchParams.get("page") ?? 1);
    const perPage = Number(url.searchParams.get("perPage") ?? 25);
    const all = service.users.filter((u) => !service.deactivated.has(u.uid));
    return answer(200, {
      data: all.slice((page - 1) * perPage, page * perPage),
      meta: {
        pagination: {
          total: all.length,
          count: Math.max(0, Math.min(perPage, all.length - (page - 1) * perPage)),
          per_page: perPage,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(all.length / perPage)),
        },
      },
    });
  }
  if (url.pathname === "/users" && req.method === "DELETE") {
    const uids = (JSON.parse(req.body ?? "{}") as { uidsToDeactivate: string[] }).uidsToDeactivate;
    service.sent.push(...uids);
    const changed = uids.filter((u) => service.users.some((x) => x.uid === u) && !service.deactivated.has(u));
    for (const u of changed) service.deactivated.add(u);
    return answer(200, { data: { deactivatedUids: changed } });
  }
  return answer(404, { error: { code: "ERR_NOT_FOUND", message: `no ${req.method} ${url.pathname}` } });
}

vi.mock("@/lib/server/api/transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/api/transport")>()),
  exchange: async (url: URL, req: Exchange) => fakeExchange(url, req),
}));
vi.mock("@/lib/server/connections", () => ({ connectionForApp: async () => CONN }));

const { bulkJobRunner, createBulkJob, OUTSIDE_FILTER, planBulkJob } = await import("./jobs");

const DAY = 86_400;
// The filter: users last active before 10 Mar 2024 began (UTC).
const MARCH_10 = 1_710_028_800;
const user = (uid: string, lastActiveAt?: number): User => ({
  uid,
  name: uid,
  role: "default",
  status: "offline",
  createdAt: 1_700_000_000,
  ...(lastActiveAt === undefined ? {} : { lastActiveAt }),
});

const source = { conn: CONN, appId: "app" };
const deactivateInactive = {
  operation: "users.deactivate" as const,
  params: {},
  selection: { kind: "filter" as const, query: { lastActiveBefore: MARCH_10 } },
};

beforeEach(() => {
  service.users = [
    user("idle-a", MARCH_10 - 30 * DAY),
    user("busy-a", MARCH_10 + 3600),
    user("idle-b", MARCH_10 - 1),
    // Strictly before: a user last active at the very first second of the day is outside.
    user("busy-b", MARCH_10),
    user("never"),
    user("idle-c", MARCH_10 - 2 * DAY),
  ];
  service.deactivated.clear();
  service.sent = [];
  service.queries = [];
});

afterAll(async () => {
  (await bulkJobRunner()).stop();
});

async function settled(id: string) {
  const db = await getDb();
  await vi.waitFor(
    async () => {
      expect((await getJob(db, id))?.status).toBe("done");
    },
    { timeout: 10_000, interval: 50 },
  );
  const { rows } = await listRows(db, id, { page: 1, perPage: 100 });
  return new Map(rows.map((r) => [r.target, { status: r.status, code: r.code, message: r.message }]));
}

describe("a users bulk job over a last-active filter the service ignores", () => {
  it("the dry run counts only the users within the filter and says the others are skipped", async () => {
    const plan = await planBulkJob(source, deactivateInactive);
    // The service was asked for the filter, and answered all six users anyway.
    expect(service.queries[0]?.get("lastActiveBefore")).toBe(String(MARCH_10));
    expect(plan).toMatchObject({ rows: 3, calls: 1, skipped: 3 });
    expect(plan.atMost).toBeUndefined();
    expect(plan.note).toBe(
      "The service did not apply the last-active filter: it also answered 3 rows outside it, not counted here. Rows outside it are skipped when the job runs: nothing is changed for them.",
    );
  });

  it("skips every user outside the filter with why, and changes none of them", async () => {
    const job = await createBulkJob(source, { ...deactivateInactive, id: crypto.randomUUID() }, "mod@x.test");
    expect(job).toMatchObject({ rows: 3, skipped: 3 });
    const rows = await settled(job.id);
    for (const uid of ["idle-a", "idle-b", "idle-c"]) expect(rows.get(uid)?.status).toBe("done");
    expect(rows.get("busy-a")).toEqual({
      status: "skipped",
      code: OUTSIDE_FILTER,
      message: `Active since ${formatSecondsUtc(MARCH_10 + 3600)}: outside the filter.`,
    });
    expect(rows.get("busy-b")).toEqual({
      status: "skipped",
      code: OUTSIDE_FILTER,
      message: `Active since ${formatSecondsUtc(MARCH_10)}: outside the filter.`,
    });
    expect(rows.get("never")).toEqual({
      status: "skipped",
      code: OUTSIDE_FILTER,
      message: "Never active: outside the filter.",
    });
    // Nothing outside the filter was ever sent to the service, and those users are still active.
    expect(service.sent.sort()).toEqual(["idle-a", "idle-b", "idle-c"]);
    expect([...service.deactivated].sort()).toEqual(["idle-a", "idle-b", "idle-c"]);
  });

  it("checks the 'after' bound the same way", async () => {
    const job = await createBulkJob(
      source,
      {
        ...deactivateInactive,
        selection: { kind: "filter", query: { lastActiveAfter: MARCH_10 - 3 * DAY } },
        id: crypto.randomUUID(),
      },
      "mod@x.test",
    );
    const rows = await settled(job.id);
    expect(rows.get("idle-a")?.message).toBe(
      `Last active ${formatSecondsUtc(MARCH_10 - 30 * DAY)}: outside the filter.`,
    );
    expect(rows.get("never")?.status).toBe("skipped");
    expect([...service.deactivated].sort()).toEqual(["busy-a", "busy-b", "idle-b", "idle-c"]);
  });

  it("makes no job when every user the service answered lies outside the filter", async () => {
    service.users = [user("busy-a", MARCH_10 + 3600), user("never")];
    const id = crypto.randomUUID();
    await expect(createBulkJob(source, { ...deactivateInactive, id }, "mod@x.test")).rejects.toThrow(
      "No rows match: the service did not apply the last-active filter, and all 2 rows it answered lie outside it. Nothing to do.",
    );
    expect(await getJob(await getDb(), id)).toBeUndefined();
    expect(service.sent).toEqual([]);
  });

  it("past the pages it checks, the dry run gives the service's total as an upper bound", async () => {
    // 6,000 users, every third one active since the filter's day: more than the five pages the dry run reads.
    service.users = Array.from({ length: 6000 }, (_, i) =>
      user(`u${String(i).padStart(4, "0")}`, i % 3 === 0 ? MARCH_10 + DAY : MARCH_10 - DAY),
    );
    const plan = await planBulkJob(source, deactivateInactive);
    expect(service.queries).toHaveLength(5);
    // 5,000 read, 1,667 of them outside: at most 6,000 − 1,667 within.
    expect(plan).toMatchObject({ rows: 4333, skipped: 1667, atMost: true });
    expect(plan.note).toContain("It did not apply it: 1,667 of the rows read so far lie outside it.");
  });

  it("takes the service's total at its word for a filter without a part of ours", async () => {
    const plan = await planBulkJob(source, {
      ...deactivateInactive,
      selection: { kind: "filter", query: { status: "offline" } },
    });
    expect(plan).toMatchObject({ rows: 6, calls: 1 });
    expect(plan.note).toBeUndefined();
    expect(service.queries).toHaveLength(1);
  });
});
