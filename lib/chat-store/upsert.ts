import type { Kysely, OnConflictBuilder } from "kysely";
import type { Database } from "../db/types";
import type { Message } from "../schemas/messages";
import { isSent, type Mark, markOf, mentionRows, messageRow, type ReactionRow, reactionRows } from "./rows";

type Db = Kysely<Database>;

/** 12 columns a row: SQLite allows 32,766 parameters a statement. */
const CHUNK = 500;

/**
 * A page stored while a reaction event reads the same message (on PostgreSQL both may have deleted before
 * either inserts): the later write's counts stand, rather than a key violation failing the page.
 */
const sameReaction = (oc: OnConflictBuilder<Database, "ms_reactions">) =>
  oc.columns(["app_id", "message_id", "reaction"]).doUpdateSet((eb) => ({
    count: eb.ref("excluded.count"),
    sent_at: eb.ref("excluded.sent_at"),
  }));

/**
 * Stores a page of the list in one transaction: its messages (a message read again replaces its row, who it
 * mentions and its reaction counts), then the edit and deletion marks of its action messages on the messages
 * they name.
 */
export async function upsertMessages(db: Db, appId: string, messages: readonly Message[]): Promise<void> {
  const sent = messages.filter(isSent);
  const rows = sent.map((m) => messageRow(appId, m));
  const mentions = sent.flatMap((m) => mentionRows(appId, m));
  const reactions = sent.flatMap((m) => reactionRows(appId, m));
  const marks = messages.flatMap((m) => markOf(m) ?? []);
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await tx
        .insertInto("ms_messages")
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(["app_id", "id"]).doUpdateSet((eb) => ({
            sender: eb.ref("excluded.sender"),
            receiver_type: eb.ref("excluded.receiver_type"),
            receiver: eb.ref("excluded.receiver"),
            category: eb.ref("excluded.category"),
            type: eb.ref("excluded.type"),
            sent_at: eb.ref("excluded.sent_at"),
            parent_id: eb.ref("excluded.parent_id"),
            edited_at: eb.ref("excluded.edited_at"),
            deleted_at: eb.ref("excluded.deleted_at"),
            has_media: eb.ref("excluded.has_media"),
          })),
        )
        .execute();
    }
    // A message read again brings who it mentions and its reactions as they are now: its old rows go.
    for (let i = 0; i < rows.length; i += CHUNK) {
      const ids = rows.slice(i, i + CHUNK).map((r) => r.id);
      for (const table of ["ms_mentions", "ms_reactions"] as const) {
        await tx.deleteFrom(table).where("app_id", "=", appId).where("message_id", "in", ids).execute();
      }
    }
    for (let i = 0; i < mentions.length; i += CHUNK) {
      await tx
        .insertInto("ms_mentions")
        .values(mentions.slice(i, i + CHUNK))
        .onConflict((oc) => oc.columns(["app_id", "message_id", "uid"]).doNothing())
        .execute();
    }
    for (let i = 0; i < reactions.length; i += CHUNK) {
      await tx
        .insertInto("ms_reactions")
        .values(reactions.slice(i, i + CHUNK))
        .onConflict(sameReaction)
        .execute();
    }
    // Action messages come in id order, so the latest edit wins; a mark never clears a stored one.
    for (const k of marks) {
      await tx
        .updateTable("ms_messages")
        .set((eb) => ({
          edited_at: eb.fn.coalesce(eb.val(k.edited_at), "edited_at"),
          deleted_at: eb.fn.coalesce(eb.val(k.deleted_at), "deleted_at"),
        }))
        .where("app_id", "=", appId)
        .where("id", "=", k.id)
        .execute();
      await applyMentionsAndReactions(tx, appId, k);
    }
  });
}

/**
 * Replaces one stored message's reaction counts with `rows`, the message as the service has it now (none when it
 * is deleted or gone). A message the store has not copied is left alone: its first copy brings its reactions.
 * Answers whether the message is stored.
 */
export async function replaceReactions(
  db: Db,
  appId: string,
  messageId: number,
  rows: readonly ReactionRow[],
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const stored = await tx
      .selectFrom("ms_messages")
      .select("id")
      .where("app_id", "=", appId)
      .where("id", "=", messageId)
      .executeTakeFirst();
    if (!stored) return false;
    await tx
      .deleteFrom("ms_reactions")
      .where("app_id", "=", appId)
      .where("message_id", "=", messageId)
      .execute();
    if (rows.length)
      await tx
        .insertInto("ms_reactions")
        .values([...rows])
        .onConflict(sameReaction)
        .execute();
    return true;
  });
}

/**
 * A deleted message loses its text: its mentions and reactions go, as the backfill would find it. An edit
 * that names the new text replaces who the message mentions, at the stored message's sent time.
 */
async function applyMentionsAndReactions(tx: Db, appId: string, k: Mark) {
  if (k.deleted_at === null && k.mentions === undefined) return;
  const tables =
    k.deleted_at !== null ? (["ms_mentions", "ms_reactions"] as const) : (["ms_mentions"] as const);
  for (const table of tables) {
    await tx.deleteFrom(table).where("app_id", "=", appId).where("message_id", "=", k.id).execute();
  }
  if (k.deleted_at !== null) return;
  for (const uid of k.mentions ?? []) {
    await tx
      .insertInto("ms_mentions")
      .columns(["app_id", "message_id", "uid", "sent_at"])
      .expression((eb) =>
        eb
          .selectFrom("ms_messages")
          .select((s) => [s.val(appId).as("app_id"), "id", s.val(uid).as("uid"), "sent_at"])
          .where("app_id", "=", appId)
          .where("id", "=", k.id),
      )
      .execute();
  }
}
