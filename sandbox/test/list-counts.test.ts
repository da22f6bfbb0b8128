import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listConversations } from "../src/core/conversations";
import { addReaction, reactionCounts, removeReaction } from "../src/core/reactions";
import { openDb } from "../src/db/open";
import { runSeed } from "../src/seed/run";
import { ANCHOR, APP, emptyStore, removeStores } from "./seed-support";
import { forgetMigrations } from "./store-before-migrations";

afterAll(removeStores);

// Many one-on-one conversations and one message with many reactions, as the list-scale bench makes them.
const dir = emptyStore();
runSeed({
  app: APP,
  dataDir: dir,
  region: "us",
  ifEmpty: false,
  seed: 12,
  anchor: ANCHOR,
  users: 80,
  groups: 5,
  messages: 900,
  conversations: 600,
  hotReactions: 400,
  calls: 0,
  days: 7,
});
const file = path.join(dir, "sandbox.db");
const db = openDb(file);

/** The conversation list as a plain query answers it: every conversation counted, OFFSET rows skipped. */
function plainly(type: "user" | "group" | undefined, page: number, perPage: number) {
  const from = `FROM conversations WHERE app_id = ? ${type ? "AND conversation_type = ?" : ""}`;
  const args = type ? [APP, type] : [APP];
  const total = db
    .prepare(`SELECT count(*) ${from}`)
    .pluck()
    .get(...args);
  const ids = db
    .prepare(`SELECT conversation_id ${from} ORDER BY updated_at DESC, last_message_id DESC LIMIT ? OFFSET ?`)
    .pluck()
    .all(...args, perPage, (page - 1) * perPage);
  return { total, ids };
}

const list = (type: "user" | "group" | undefined, page: number, perPage: number) => {
  const got = listConversations(db, APP, { conversationType: type, page, perPage });
  return { total: got.total, ids: got.rows.map((r) => r.conversationId) };
};

describe("GET /conversations pages at any depth, with true totals", () => {
  it.each([undefined, "user", "group"] as const)(
    "match a plain count and OFFSET for every page (%s)",
    (type) => {
      for (const perPage of [7, 25]) {
        const { total } = plainly(type, 1, perPage);
        expect(Number(total)).toBeGreaterThan(type === "group" ? 0 : perPage);
        const last = Math.ceil(Number(total) / perPage);
        for (const page of new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1])) {
          if (page < 1) continue;
          expect(list(type, page, perPage), `page ${page} of ${perPage}`).toEqual(
            plainly(type, page, perPage),
          );
        }
      }
    },
  );

  it("pages a filter that must count its rows the same way as before", () => {
    const got = listConversations(db, APP, { searchKey: "a", page: 1, perPage: 25 });
    expect(got.total).toBeGreaterThan(0);
    expect(got.rows.length).toBe(Math.min(25, got.total));
  });

  it("keeps the counts as conversations come and go", () => {
    const before = list(undefined, 1, 25).total;
    const pairs = list("user", 1, 25).total;
    const gone = db
      .prepare(
        "SELECT conversation_id FROM conversations WHERE app_id = ? AND conversation_type = 'user' LIMIT 1",
      )
      .pluck()
      .get(APP) as string;
    db.prepare("DELETE FROM conversations WHERE app_id = ? AND conversation_id = ?").run(APP, gone);
    expect(list(undefined, 1, 25).total).toBe(before - 1);
    expect(list("user", 1, 25).total).toBe(pairs - 1);
    db.prepare(
      `INSERT INTO conversations (app_id, conversation_id, conversation_type, created_at, updated_at, last_message_id)
       VALUES (?, 'zz-a_user_zz-b', 'user', ?, ?, NULL)`,
    ).run(APP, ANCHOR, ANCHOR);
    expect(list("user", 1, 25).total).toBe(pairs);
    expect(list(undefined, 1, 25).total).toBe(plainly(undefined, 1, 25).total);
    // However a group is deleted, its conversation and its count go with it.
    const groups = list("group", 1, 25).total;
    const guid = db.prepare("SELECT guid FROM groups WHERE app_id = ? LIMIT 1").pluck().get(APP) as string;
    db.prepare("DELETE FROM groups WHERE app_id = ? AND guid = ?").run(APP, guid);
    expect(list("group", 1, 25)).toEqual(plainly("group", 1, 25));
    expect(list("group", 1, 25).total).toBe(groups - 1);
  });
});

describe("a user's conversations and a keyword's, found through their candidates", () => {
  /** The list as the plain test over every conversation answers it, without the candidates. */
  function plainFor(viewer: string) {
    const pairs = db
      .prepare(
        `SELECT conversation_id FROM conversations c WHERE app_id = @app AND conversation_type = 'user' AND (
            conversation_id LIKE @first ESCAPE '\\' OR conversation_id LIKE @last ESCAPE '\\'
            OR EXISTS (SELECT 1 FROM conversation_state s WHERE s.app_id = c.app_id
              AND s.conversation_id = c.conversation_id AND s.uid = @viewer))
         UNION SELECT 'group_' || guid FROM group_members WHERE app_id = @app AND uid = @viewer`,
      )
      .pluck()
      .all({
        app: APP,
        viewer,
        first: `${viewer.replace(/[_%\\]/g, "\\$&")}\\_user\\_%`,
        last: `%\\_user\\_${viewer.replace(/[_%\\]/g, "\\$&")}`,
      }) as string[];
    return pairs.sort();
  }
  const listed = (viewer: string) =>
    listConversations(db, APP, { viewer, page: 1, perPage: 100 })
      .rows.map((r) => r.conversationId)
      .sort();

  it("finds every conversation of a user, the first or second of a pair, with or without state rows", () => {
    const uids = db
      .prepare("SELECT uid FROM users WHERE app_id = ? ORDER BY uid LIMIT 12")
      .pluck()
      .all(APP) as string[];
    for (const uid of uids) expect(listed(uid), uid).toEqual(plainFor(uid));
    // Written without state rows (older data files): every conversation is still found.
    const sender = db
      .prepare(
        `SELECT m.sender FROM messages m WHERE m.app_id = ? AND m.receiver_type = 'user' AND m.category = 'message'
          AND m.conversation_id LIKE '%\\_user\\_' || m.sender ESCAPE '\\' LIMIT 1`,
      )
      .pluck()
      .get(APP) as string;
    db.prepare("DELETE FROM conversation_state WHERE app_id = ? AND uid = ?").run(APP, sender);
    // Through the pair's id or the messages they sent and received, the second user of a pair included.
    expect(plainFor(sender).some((id) => id.endsWith(`_user_${sender}`))).toBe(true);
    expect(listed(sender)).toEqual(plainFor(sender));
  });

  it("matches a keyword as the plain test over every conversation does", () => {
    const name = db
      .prepare("SELECT name FROM users WHERE app_id = ? LIMIT 1 OFFSET 7")
      .pluck()
      .get(APP) as string;
    for (const key of [name.split(" ")[1] as string, "zz-none", "a", "group"]) {
      const got = listConversations(db, APP, { searchKey: key, page: 1, perPage: 1000 });
      const all = listConversations(db, APP, { page: 1, perPage: 5000 }).rows.filter((c) => {
        const w = c.conversationWith as { uid?: string; guid?: string; name?: string } | undefined;
        const hay = [w?.name?.toLowerCase(), w?.uid, w?.guid];
        return hay.some((h) => h?.includes(key.toLowerCase()));
      });
      expect(got.total, key).toBe(all.length);
      expect(got.rows.map((r) => r.conversationId).sort(), key).toEqual(
        all.map((r) => r.conversationId).sort(),
      );
    }
  });
});

describe("a message's reaction summary at any depth", () => {
  const hot = db
    .prepare("SELECT message_id FROM reactions GROUP BY message_id ORDER BY count(*) DESC LIMIT 1")
    .pluck()
    .get() as number;
  const someIds = db.prepare("SELECT DISTINCT message_id FROM reactions LIMIT 40").pluck().all() as number[];

  /** What a plain aggregate over the reaction rows answers. */
  function plainly(ids: number[], viewer: string) {
    const rows = db
      .prepare(
        `SELECT message_id, reaction, count(*) AS count, max(uid = ?) AS mine FROM reactions
          WHERE message_id IN (SELECT value FROM json_each(?)) GROUP BY message_id, reaction
          ORDER BY message_id, min(id)`,
      )
      .all(viewer, JSON.stringify(ids)) as {
      message_id: number;
      reaction: string;
      count: number;
      mine: number;
    }[];
    const out = new Map<number, { reaction: string; count: number; reactedByMe: boolean }[]>();
    for (const r of rows) {
      out.set(r.message_id, [
        ...(out.get(r.message_id) ?? []),
        { reaction: r.reaction, count: r.count, reactedByMe: r.mine === 1 },
      ]);
    }
    return out;
  }

  it("matches a plain aggregate, the message with hundreds of reactions included", () => {
    const ids = [hot, ...someIds];
    const viewer = db
      .prepare("SELECT uid FROM reactions WHERE message_id = ? LIMIT 1")
      .pluck()
      .get(hot) as string;
    expect(
      plainly([hot], viewer)
        .get(hot)
        ?.reduce((s, r) => s + r.count, 0),
    ).toBeGreaterThanOrEqual(400);
    expect(reactionCounts(db, ids, viewer)).toEqual(plainly(ids, viewer));
  });

  it("keeps counts and the order of first use through adds and removals", () => {
    const kinds = () => reactionCounts(db, [hot], "nobody").get(hot) ?? [];
    const [first] = kinds();
    if (!first) throw new Error("no reactions");
    // Take away every reaction of the first kind but one: it keeps its place only while it has one.
    const of = db
      .prepare("SELECT uid FROM reactions WHERE message_id = ? AND reaction = ? ORDER BY id")
      .pluck()
      .all(hot, first.reaction) as string[];
    const [oldest, ...rest] = of;
    removeReaction(db, { messageId: hot, reaction: first.reaction, uid: oldest as string }, ANCHOR);
    expect(kinds()).toEqual(plainly([hot], "nobody").get(hot));
    for (const uid of rest) removeReaction(db, { messageId: hot, reaction: first.reaction, uid }, ANCHOR);
    expect(kinds().some((k) => k.reaction === first.reaction)).toBe(false);
    addReaction(db, APP, { messageId: hot, reaction: first.reaction, uid: oldest as string }, ANCHOR);
    const after = kinds();
    expect(after.at(-1)).toEqual({ reaction: first.reaction, count: 1, reactedByMe: false });
    expect(reactionCounts(db, [hot], oldest)).toEqual(plainly([hot], oldest as string));
  });

  it("goes with the message when the message is deleted", () => {
    const id = someIds.at(-1) as number;
    db.prepare("DELETE FROM messages WHERE id = ?").run(id);
    expect(db.prepare("SELECT count(*) FROM reaction_counts WHERE message_id = ?").pluck().get(id)).toBe(0);
  });
});

describe("a data file written before the counts were kept", () => {
  it("is counted when it is opened", () => {
    const conversations = list(undefined, 1, 25).total;
    const summary = reactionCounts(db, [1, 2, 3, 4, 5], "x");
    db.exec(`DROP TRIGGER conversation_counts_insert; DROP TRIGGER conversation_counts_delete;
      DROP TRIGGER reaction_counts_insert; DROP TRIGGER reaction_counts_delete;
      DELETE FROM conversation_counts; DELETE FROM reaction_counts;`);
    forgetMigrations(db);
    db.close();
    const reopened = openDb(file);
    expect(listConversations(reopened, APP, { page: 1, perPage: 25 }).total).toBe(conversations);
    expect(reactionCounts(reopened, [1, 2, 3, 4, 5], "x")).toEqual(summary);
    reopened.close();
  });
});
