import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { tempPgDatabase } from "@/test/pg-store";
import { type Db, openStore } from ".";
import { type Dialect, migrations } from "./migrations";

const SCRUB = "0013_audit_allow_list";
const SECRETS = {
  current: "old-Pa55word-current-1",
  next: "new-Pa55word-confirm-2",
  recovery: "RCVR-7Q2M-K9XD",
  token: "t0ken-in-a-query-5e8a",
  urlPassword: "url-pa55-6b1c",
  apiKey: "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
  sessionId: "sess-9d41c7e2b8a6f3051e7d",
  pathToken: "XyZpathS3cretT0ken",
};

const row = (action: string, input: unknown, target: string | null = null, outcome = "ok") => ({
  at: 1_790_000_000,
  actor_email: "owner@example.com",
  actor_role: "owner",
  app_id: null,
  action,
  target,
  input: input === null || typeof input === "string" ? input : JSON.stringify(input),
  outcome,
  error_code: null,
});

/** Entries as the deny-list of names wrote them: passwords, codes and tokens under names it missed. */
const OLD = [
  row(
    "account.change-password",
    { current: SECRETS.current, password: "[redacted]", confirm: SECRETS.next },
    null,
    "refused",
  ),
  row("account.two-factor.disable", { password: "[redacted]", code: SECRETS.recovery }, null, "error"),
  row("account.two-factor.enable", { code: "123456" }),
  row(
    "webhooks.create",
    {
      id: "wh1",
      name: "Orders",
      webhookURL: `https://ops:${SECRETS.urlPassword}@hooks.example.com/in?token=${SECRETS.token}`,
      useBasicAuth: true,
      username: "ops",
      password: "[redacted]",
      enabled: true,
      retryOnFailure: false,
      triggerIds: ["message_sent"],
    },
    "wh1",
  ),
  // The old wrapper named this entry by the head of the app's REST key.
  row(
    "apps.add",
    { name: "Prod", appId: "app-1", region: "us", apiKey: "[redacted]", mgmtSecret: "[redacted]" },
    `${SECRETS.apiKey.slice(0, 4)}…`,
  ),
  row("users.update", { uid: "alice", name: "Alice", metadata: `{"pin":"${SECRETS.token}"}` }, "alice"),
  row("things.retired", { id: "x", pin: SECRETS.recovery }, "x"),
  row("exports.csv", { list: "users", params: { searchKey: "bob" }, columns: ["uid"], total: 3 }, "users"),
  row("apiKeys.delete", { id: "9f8e…1d2c" }, "9f8e…1d2c"),
  row("users.block", "not json", "alice"),
  row("analytics.sync", null),
  // Once named by the session's id, and a webhook URL whose path is its secret.
  row("account.end-session", { id: SECRETS.sessionId }, SECRETS.sessionId),
  row(
    "webhooks.update",
    { id: "wh2", webhookURL: `https://hooks.chat.test/services/${SECRETS.pathToken}` },
    "wh2",
  ),
];
const MANY = 1_200;

async function writeBefore(db: Kysely<never>, dialect: Dialect) {
  const names = Object.keys(migrations(dialect));
  const before = names[names.indexOf(SCRUB) - 1] ?? "";
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error } = await new Migrator({ db, provider }).migrateTo(before);
  if (error) throw error;
  // biome-ignore lint/suspicious/noExplicitAny: the schema before this migration has no type of its own.
  const any = db as unknown as Kysely<any>;
  await any.insertInto("audit_log").values(OLD).execute();
  const many = Array.from({ length: MANY }, (_, i) =>
    row("account.change-password", { current: `${SECRETS.current}-${i}`, confirm: `${SECRETS.next}-${i}` }),
  );
  for (let i = 0; i < many.length; i += 200)
    await any
      .insertInto("audit_log")
      .values(many.slice(i, i + 200))
      .execute();
  await db.destroy();
}

async function sqliteBefore(): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), "audit-scrub-"));
  const raw = new Database(path.join(dir, "dashboard.db"));
  await writeBefore(new Kysely({ dialect: new SqliteDialect({ database: raw }) }), "sqlite");
  const store = openStore({ dataDir: dir });
  await store.ready;
  cleanups.push(() => store.db.destroy());
  return store.db;
}

async function postgresBefore(): Promise<Db> {
  const database = await tempPgDatabase("audit_scrub");
  const pool = new pg.Pool({ connectionString: database.url });
  await writeBefore(new Kysely({ dialect: new PostgresDialect({ pool }) }), "postgres");
  const store = openStore({ databaseUrl: database.url, dataDir: "" });
  cleanups.push(async () => {
    await store.db.destroy();
    await database.drop();
  });
  await store.ready;
  return store.db;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.each([
  ["sqlite", sqliteBefore],
  ["postgres", postgresBefore],
] as const)("the audit log migrated on %s", (_dialect, before) => {
  it("keeps of each stored entry only what its action lists today, in batches", async () => {
    const db = await before();
    const rows = await db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(OLD.length + MANY);
    const all = JSON.stringify(rows);
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret);
    expect(all).not.toContain(SECRETS.apiKey.slice(0, 4));
    expect(all).not.toContain("123456");

    const kept = rows.slice(0, OLD.length).map((r) => [r.action, r.target, r.input && JSON.parse(r.input)]);
    expect(kept).toEqual([
      ["account.change-password", null, null],
      ["account.two-factor.disable", null, null],
      ["account.two-factor.enable", null, null],
      [
        "webhooks.create",
        "wh1",
        {
          id: "wh1",
          name: "Orders",
          webhookURL: "https://hooks.example.com",
          useBasicAuth: true,
          enabled: true,
          retryOnFailure: false,
          triggerIds: ["message_sent"],
        },
      ],
      ["apps.add", "app-1", { name: "Prod", appId: "app-1", region: "us" }],
      ["users.update", "alice", { uid: "alice", name: "Alice" }],
      ["things.retired", "x", null],
      ["exports.csv", "users", { list: "users", params: { searchKey: "bob" }, columns: ["uid"], total: 3 }],
      ["apiKeys.delete", "9f8e…1d2c", { id: "9f8e…1d2c" }],
      ["users.block", "alice", null],
      ["analytics.sync", null, null],
      ["account.end-session", null, null],
      ["webhooks.update", "wh2", { id: "wh2", webhookURL: "https://hooks.chat.test" }],
    ]);
    expect(rows.slice(OLD.length).every((r) => r.input === null)).toBe(true);
  }, 60_000);
});
