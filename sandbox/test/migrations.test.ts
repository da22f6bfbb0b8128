import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../src/db/migrate";
import { MIGRATIONS } from "../src/db/migrations";
import { openDb } from "../src/db/open";
import type { Db } from "../src/db/types";
import { createOldStore, openAsBeforeMigrations, schemaOf } from "./store-before-migrations";

const dir = mkdtempSync(path.join(tmpdir(), "sandbox-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => path.join(dir, `store-${++files}.db`);

const fresh = openDb(":memory:");
const recorded = (db: Db) => db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
const ALL = MIGRATIONS.map((m) => ({ version: m.version, name: m.name }));

/** Rows in every shape a store had before migrations: the columns each table had then. */
function addOldRows(db: Db) {
  db.exec(`
    INSERT INTO apps (id, name, region, version, created_at) VALUES ('app1', 'App', 'us', 'v3', 1);
    INSERT INTO users (app_id, uid, name, status, role, created_at, deactivated_at) VALUES
      ('app1', 'ann', 'Ann', 'online', 'default', 1, 0), ('app1', 'bob', 'Bob', 'offline', 'default', 1, 0),
      ('app1', 'cy', 'Cy', 'offline', 'admin', 1, 5);
    INSERT INTO calls (app_id, session_id, type, mode, status, initiator, receiver, receiver_type, initiated_at,
      duration_seconds, total_participants, has_recording, mid) VALUES
      ('app1', 's1', 'audio', 'call', 'ended', 'ann', 'bob', 'user', 10, 61, 2, 1, 'm1'),
      ('app1', 's2', 'video', 'call', 'ongoing', 'bob', 'ann', 'user', 20, 0, 1, 0, 'm2');
    INSERT INTO groups (app_id, guid, name, owner, created_at) VALUES ('app1', 'g1', 'G', 'ann', 1);
    INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data, sent_at,
      updated_at) VALUES
      ('app1', 'ann_user_bob', 'ann', 'user', 'bob', 'message', 'text', '{"text":"hi"}', 1, 1),
      ('app1', 'group_g1', 'ann', 'group', 'g1', 'message', 'text', '{"text":"all"}', 2, 2),
      ('app1', 'group_g1', 'bob', 'group', 'g1', 'message', 'text', '{"text":"gone"}', 3, 3);
    DELETE FROM messages WHERE id = 3;
    INSERT INTO reactions (app_id, message_id, reaction, uid, reacted_at) VALUES
      ('app1', 1, 'x', 'ann', 1), ('app1', 1, 'x', 'bob', 2), ('app1', 2, 'y', 'bob', 3);
    INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
      VALUES ('app1', 'ann_user_bob', 'user', 1, 1, 1), ('app1', 'group_g1', 'group', 2, 2, 2),
      ('app1', 'group_gone', 'group', 3, 3, NULL);
    INSERT INTO conversation_state (app_id, conversation_id, uid, read_message_id) VALUES ('app1', 'ann_user_bob', 'bob', 1);
    INSERT INTO app_collaborators (app_id, email, role, added_at) VALUES ('app1', 'a@example.com', 'owner', 1);
    INSERT INTO auth_tokens (app_id, uid, auth_token, created_at) VALUES ('app1', 'ann', 'tok', 1);
    INSERT INTO mod_keyword_lists (app_id, id, name, category, is_csv, terms, revision, created_at, updated_at)
      VALUES ('app1', 'words', 'Words', 'word', 0, '["alpha","no big deal"]', 1, 1, 1);
  `);
}

/** What a store brought forward must hold: every row kept, counts and indexes built, ids not reused. */
function expectBroughtForward(db: Db) {
  expect(schemaOf(db)).toEqual(schemaOf(fresh));
  expect(recorded(db)).toEqual(ALL);
  expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  expect(db.pragma("foreign_key_check")).toEqual([]);
  expect(
    db.prepare("SELECT session_id, duration_seconds, has_recording, has_transcription FROM calls").all(),
  ).toEqual([
    { session_id: "s1", duration_seconds: 61, has_recording: 1, has_transcription: 0 },
    { session_id: "s2", duration_seconds: 0, has_recording: 0, has_transcription: 0 },
  ]);
  const count = (sql: string) => db.prepare(sql).pluck().get();
  expect(count("SELECT sum(n) FROM call_counts WHERE status = 'ended'")).toBe(1);
  expect(count("SELECT sum(n) FROM user_counts WHERE deactivated = 0 AND status = 'offline'")).toBe(1);
  expect(
    db.prepare("SELECT message_id, reaction, n, first_id FROM reaction_counts ORDER BY 1").all(),
  ).toEqual([
    { message_id: 1, reaction: "x", n: 2, first_id: 1 },
    { message_id: 2, reaction: "y", n: 1, first_id: 3 },
  ]);
  // The conversation of a group deleted without it is gone, and not counted.
  expect(db.prepare("SELECT conversation_type, n FROM conversation_counts ORDER BY 1").all()).toEqual([
    { conversation_type: "group", n: 1 },
    { conversation_type: "user", n: 1 },
  ]);
  expect(db.prepare("SELECT id, parent_id FROM messages ORDER BY id").all()).toEqual([
    { id: 1, parent_id: null },
    { id: 2, parent_id: null },
  ]);
  // The deleted message's id is not given again.
  const next = db
    .prepare(
      `INSERT INTO messages (app_id, conversation_id, sender, receiver_type, receiver, category, type, data, sent_at,
        updated_at) VALUES ('app1', 'group_g1', 'ann', 'group', 'g1', 'message', 'text', '{}', 4, 4)`,
    )
    .run().lastInsertRowid;
  expect(next).toBe(4);
  expect(
    db.prepare("SELECT read_message_id, cleared_message_id, tags FROM conversation_state").get(),
  ).toEqual({
    read_message_id: 1,
    cleared_message_id: 0,
    tags: null,
  });
  expect(db.prepare("SELECT email, id, name FROM app_collaborators").get()).toEqual({
    email: "a@example.com",
    id: 0,
    name: "",
  });
  expect(db.prepare("SELECT auth_token, platform FROM auth_tokens").get()).toEqual({
    auth_token: "tok",
    platform: null,
  });
  expect(count("SELECT count(DISTINCT pos) FROM mod_keyword_terms WHERE list_id = 'words'")).toBe(2);
}

describe("migrations", () => {
  it("are numbered from 1 in the order they run, each name once", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
  });

  it("make a new store, record each, and run nothing when it is opened again", () => {
    const file = newFile();
    const db = openDb(file);
    expect(recorded(db)).toEqual(ALL);
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    db.close();
    const again = openDb(file);
    expect(migrate(again)).toEqual([]);
    expect(schemaOf(again)).toEqual(schemaOf(fresh));
    again.close();
  });

  it("run a migration not yet recorded, once", () => {
    const db = openDb(":memory:");
    const added = {
      version: MIGRATIONS.length + 1,
      name: "added",
      up: (d: Db) => d.exec("CREATE TABLE t (a)"),
    };
    expect(migrate(db, [...MIGRATIONS, added])).toEqual(["added"]);
    expect(migrate(db, [...MIGRATIONS, added])).toEqual([]);
    db.close();
  });

  it("leave nothing of a migration that fails, and record nothing of it", () => {
    const db = openDb(":memory:");
    const broken = {
      version: MIGRATIONS.length + 1,
      name: "broken",
      up(d: Db) {
        d.exec("CREATE TABLE half_done (a)");
        throw new Error("broken migration");
      },
    };
    expect(() => migrate(db, [...MIGRATIONS, broken])).toThrow("broken migration");
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    expect(recorded(db)).toEqual(ALL);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    db.close();
  });
});

describe("a store written before migrations were recorded", () => {
  it("made by the code that probed at every start matches a new store, with nothing of it changed", () => {
    const file = newFile();
    const before = openAsBeforeMigrations(file);
    addOldRows(before);
    const rows = before.prepare("SELECT * FROM calls").all();
    const counts = before.prepare("SELECT * FROM user_counts").all();
    before.close();
    const db = openDb(file);
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    expect(recorded(db)).toEqual(ALL);
    expect(db.prepare("SELECT * FROM calls").all()).toEqual(rows);
    expect(db.prepare("SELECT * FROM user_counts").all()).toEqual(counts);
    db.close();
  });

  it("in an older shape is brought forward to the schema of a new store", () => {
    const file = newFile();
    const old = createOldStore(file);
    addOldRows(old);
    old.close();
    const db = openDb(file);
    expectBroughtForward(db);
    db.close();
    const again = openDb(file);
    expect(migrate(again)).toEqual([]);
    again.close();
  });

  it("in an older shape, then opened by the code that probed (columns appended), is brought forward too", () => {
    const file = newFile();
    const old = createOldStore(file);
    addOldRows(old);
    old.close();
    openAsBeforeMigrations(file).close();
    const db = openDb(file);
    expectBroughtForward(db);
    db.close();
  });
});
