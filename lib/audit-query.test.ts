import { describe, expect, it } from "vitest";
import { openedForBlock, storeEngines } from "@/test/two-stores";
import { auditFilterSchema, auditQuerySchema } from "./audit-filter";
import { auditFacets, iterateAudit, queryAudit } from "./audit-query";
import type { Db } from "./db";

const stores = storeEngines("audit-query");

const T0 = 1_790_000_000;

async function seed(db: Db) {
  const actors = ["Owner@Example.com", "admin@example.com", "mod_1@example.com"];
  const actions = ["apiKeys.create", "apiKeys.delete", "users.deactivate"];
  for (let i = 0; i < 30; i++) {
    await db
      .insertInto("audit_log")
      .values({
        at: T0 + i,
        actor_email: actors[i % 3] ?? "",
        actor_role: i % 3 === 0 ? "owner" : i % 3 === 1 ? "admin" : "moderator",
        app_id: i % 2 === 0 ? "app-a" : i % 10 === 1 ? null : "app-b",
        action: actions[i % 3] ?? "",
        target: `t${i}`,
        input: JSON.stringify({ n: i }),
        outcome: i % 5 === 0 ? "error" : "ok",
        error_code: i % 5 === 0 ? "ERR_X" : null,
      })
      .execute();
  }
}

const q = (input: Record<string, unknown>) => auditQuerySchema.parse(input);

describe.each(stores)("audit query on %s", (_name, open) => {
  const store = openedForBlock(open, (s) => seed(s.db));

  it("pages newest first with the true total, numbers as numbers", async () => {
    const first = await queryAudit(store.db, q({ perPage: 10 }));
    expect(first.total).toBe(30);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toMatchObject({ id: expect.any(Number), at: T0 + 29, target: "t29" });
    expect(first.rows.map((r) => r.at)).toEqual([...Array(10)].map((_, i) => T0 + 29 - i));
    const last = await queryAudit(store.db, q({ perPage: 10, page: 3 }));
    expect(last.rows.map((r) => r.target)).toEqual([...Array(10)].map((_, i) => `t${9 - i}`));
    const beyond = await queryAudit(store.db, q({ perPage: 10, page: 4 }));
    expect(beyond).toEqual({ rows: [], total: 30 });
  });

  it("filters by part of the actor's email, case-insensitively, with LIKE wildcards taken literally", async () => {
    const owner = await queryAudit(store.db, q({ actor: "OWNER@" }));
    expect(owner.total).toBe(10);
    expect(new Set(owner.rows.map((r) => r.actorEmail))).toEqual(new Set(["Owner@Example.com"]));
    // `_` must not match any character: only mod_1 holds a real underscore.
    expect((await queryAudit(store.db, q({ actor: "d_1" }))).total).toBe(10);
    expect((await queryAudit(store.db, q({ actor: "n_" }))).total).toBe(0);
    expect((await queryAudit(store.db, q({ actor: "%" }))).total).toBe(0);
  });

  it("filters by action, app, outcome and time range together", async () => {
    expect((await queryAudit(store.db, q({ action: "apiKeys.create" }))).total).toBe(10);
    expect((await queryAudit(store.db, q({ appId: "app-a" }))).total).toBe(15);
    expect((await queryAudit(store.db, q({ outcome: "error" }))).total).toBe(6);
    const window = await queryAudit(store.db, q({ from: T0 + 10, to: T0 + 19 }));
    expect(window.total).toBe(10);
    expect(window.rows.every((r) => r.at >= T0 + 10 && r.at <= T0 + 19)).toBe(true);
    const all = await queryAudit(
      store.db,
      q({ action: "apiKeys.create", appId: "app-a", outcome: "error", from: T0, to: T0 + 29 }),
    );
    // i % 3 == 0, i even, i % 5 == 0 → i in {0, 30}: only 0 exists.
    expect(all.rows.map((r) => r.target)).toEqual(["t0"]);
    expect(all.rows[0]).toMatchObject({ errorCode: "ERR_X", actorRole: "owner", input: '{"n":0}' });
  });

  it("iterates every filtered entry in batches, newest first, without repeats", async () => {
    const seen: number[] = [];
    for await (const r of iterateAudit(store.db, auditFilterSchema.parse({}), 7)) seen.push(r.at);
    expect(seen).toEqual([...Array(30)].map((_, i) => T0 + 29 - i));
    const ok: string[] = [];
    for await (const r of iterateAudit(store.db, auditFilterSchema.parse({ outcome: "ok" }), 4))
      ok.push(r.outcome);
    expect(ok).toHaveLength(24);
    expect(new Set(ok)).toEqual(new Set(["ok"]));
  });

  it("lists the distinct actions and apps for the pickers", async () => {
    expect(await auditFacets(store.db)).toEqual({
      actions: ["apiKeys.create", "apiKeys.delete", "users.deactivate"],
      appIds: ["app-a", "app-b"],
    });
  });

  // Last: it adds rows the tests above do not count.
  it("filters refused attempts: who, what and why", async () => {
    await store.db
      .insertInto("audit_log")
      .values({
        at: T0 + 40,
        actor_email: "viewer@example.com",
        actor_role: "viewer",
        app_id: "app-a",
        action: "apiKeys.delete",
        target: "k1",
        input: null,
        outcome: "refused",
        error_code: "FORBIDDEN",
      })
      .execute();
    const refused = await queryAudit(store.db, q({ outcome: "refused" }));
    expect(refused.total).toBe(1);
    expect(refused.rows[0]).toMatchObject({
      actorEmail: "viewer@example.com",
      actorRole: "viewer",
      action: "apiKeys.delete",
      outcome: "refused",
      errorCode: "FORBIDDEN",
    });
    expect((await queryAudit(store.db, q({ outcome: "ok" }))).rows.some((r) => r.outcome === "refused")).toBe(
      false,
    );
  });
});

describe("audit query schema", () => {
  it("defaults the page and bounds the size", () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(auditQuerySchema.safeParse({ perPage: 101 }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ page: 0 }).success).toBe(false);
  });

  it("refuses a range whose start is after its end, and bad values", () => {
    const r = auditQuerySchema.safeParse({ from: 20, to: 10 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["to"]);
    expect(auditFilterSchema.safeParse({ outcome: "maybe" }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ from: -1 }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ actor: "   " }).success).toBe(false);
    expect(auditFilterSchema.parse({ actor: "  bob " })).toEqual({ actor: "bob" });
  });
});
