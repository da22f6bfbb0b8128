import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { parseCsv } from "@/test/parse-csv";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("export-route");

const state = vi.hoisted(() => ({
  admin: undefined as { role: "viewer" | "moderator" | "admin" | "owner" } | undefined,
  connection: undefined as unknown,
}));
const RANK = { viewer: 0, moderator: 1, admin: 2, owner: 3 } as const;
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    requireAdmin: async (min: keyof typeof RANK) => {
      if (!state.admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
      if (RANK[state.admin.role] < RANK[min]) {
        throw new real.AuthError("forbidden", `This needs the ${min} role or higher.`);
      }
      return { id: "a1", email: "exporter@example.com", name: "Ex", ...state.admin };
    },
  };
});
// The active app is the sandbox's; the service itself is the real one, over HTTP.
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => state.connection }));

const { GET } = await import("./route");
const { call } = await import("@/lib/server/api/call");
const { listCalls: listCallsContract } = await import("@/lib/contract/calls");
const { getDb } = await import("@/lib/db");

let sb: SandboxProcess;

beforeAll(async () => {
  sb = await startSandbox("eu");
  await sb.chat("POST", "/users", { uid: "mallory", name: '=HYPERLINK("http://x","hi")' });
  // More calls than one page of the largest size (1000), so the export has to read several.
  const seeded = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    [
      "sandbox/src/seed/cli.ts",
      "--app",
      sb.appId,
      "--data-dir",
      sb.dataDir,
      "--users",
      "12",
      "--groups",
      "2",
    ].concat([
      "--messages",
      "20",
      "--calls",
      "2300",
      "--days",
      "10",
      "--seed",
      "5",
      "--anchor",
      "1790000000",
    ]),
    { encoding: "utf8" },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  state.connection = { appId: sb.appId, conn: sb.connection };
}, 120_000);
afterAll(() => sb?.stop());
beforeEach(() => {
  state.admin = { role: "viewer" };
});

const exportOf = (list: string, params?: unknown, columns?: string) => {
  const qs = new URLSearchParams();
  if (params !== undefined) qs.set("params", typeof params === "string" ? params : JSON.stringify(params));
  if (columns !== undefined) qs.set("columns", columns);
  return GET(new Request(`http://dash.test/api/export/${list}?${qs}`), { params: Promise.resolve({ list }) });
};

describe("GET /api/export/{list}", () => {
  it("streams every page of a filtered list, the total being the service's own", async () => {
    const filter = { status: "ended" } as const;
    const truth = await call(sb.connection, listCallsContract, { query: { ...filter, perPage: 1 } });
    const total = truth.meta.pagination.total;
    expect(total).toBeGreaterThan(1000);
    const res = await exportOf("calls", filter, "initiatedAt,status,receiver,minutes");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="calls-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("x-total-count")).toBe(String(total));
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(["Initiated (UTC)", "Status", "Receiver", "Minutes (audio / video)"]);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(["ended"]));
    for (const r of rows) {
      expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
      expect(r[2]).toMatch(/ \((user|group)\)$/);
    }
    // Newest first across page boundaries, as the list shows them.
    const times = rows.map((r) => r[0] ?? "");
    expect([...times].sort().reverse()).toEqual(times);
    const all = await call(sb.connection, listCallsContract, { query: { perPage: 1 } });
    expect(all.meta.pagination.total).toBeGreaterThan(total);
  });

  it("defuses a value a spreadsheet would run as a formula", async () => {
    const res = await exportOf("users", { searchKey: "mallory" }, "uid,name");
    const rows = parseCsv(await res.text());
    expect(rows).toEqual([
      ["UID", "Name"],
      ["mallory", '\'=HYPERLINK("http://x","hi")'],
    ]);
  });

  it("answers 400 naming the field for params the list's schema refuses, and for unknown columns", async () => {
    const bad = await exportOf("calls", { status: "exploded", perPage: 0 });
    expect(bad.status).toBe(400);
    const message = (await bad.json()).error.message as string;
    expect(message).toMatch(/^params: /);
    expect(message).toContain("status");
    expect(message).toContain("perPage");
    const notJson = await exportOf("calls", "{status:");
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.message).toContain("JSON");
    const cols = await exportOf("users", {}, "uid,password");
    expect(cols.status).toBe(400);
    expect((await cols.json()).error.message).toContain('"password"');
    const conv = await exportOf("conversations", { unread: true });
    expect(conv.status).toBe(400);
    expect((await conv.json()).error.message).toContain("unread");
  });

  it("answers 404 for a list that does not exist", async () => {
    const res = await exportOf("passwords");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("UNKNOWN_LIST");
  });

  it("answers 401 signed out and 403 below the list's own role, with no rows", async () => {
    state.admin = undefined;
    const anon = await exportOf("users");
    expect(anon.status).toBe(401);
    expect(await anon.text()).not.toContain("mallory");
    const viewer = await exportOf("api-keys");
    state.admin = { role: "viewer" };
    const keys = await exportOf("api-keys");
    expect(viewer.status).toBe(401);
    expect(keys.status).toBe(403);
    expect((await keys.json()).error.message).toBe("This needs the admin role or higher.");
    state.admin = { role: "admin" };
    expect((await exportOf("admins")).status).toBe(403);
    expect((await exportOf("api-keys")).status).toBe(200);
  });

  it("shows API keys masked, never their values", async () => {
    state.admin = { role: "admin" };
    const text = await (await exportOf("api-keys", {})).text();
    expect(text).not.toContain(sb.apiKey);
    expect(text).toContain(`${sb.apiKey.slice(0, 4)}…${sb.apiKey.slice(-4)}`);
  });

  it("writes who exported which list with which filters and how many rows", async () => {
    state.admin = { role: "moderator" };
    const res = await exportOf("groups", { type: "public" }, "guid,name");
    await res.text();
    const db = await getDb();
    const entry = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "exports.csv")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_email: "exporter@example.com",
      actor_role: "moderator",
      app_id: sb.appId,
      target: "groups",
      outcome: "ok",
    });
    expect(JSON.parse(entry.input ?? "{}")).toEqual({
      list: "groups",
      params: { type: "public", page: 1, perPage: 25 },
      columns: ["guid", "name"],
      total: Number(res.headers.get("x-total-count")),
    });
  });
});
