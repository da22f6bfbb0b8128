import type { Kysely } from "kysely";
import type { Database } from "../db/types";
import type { Message } from "../schemas/messages";
import { isSent, markOf, messageRow } from "./rows";

type Db = Kysely<Database>;

/** 12 columns a row: SQLite allows 32,766 parameters a statement. */
const CHUNK = 500;

/**
 * Stores a page of the list in one transaction: its messages (a message read again replaces its row),
 * then the edit and deletion marks of its action messages on the messages they name.
 */
export async function upsertMessages(db: Db, appId: string, messages: readonly Message[]): Promise<void> {
  const rows = messages.filter(isSent).map((m) => messageRow(appId, m));
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
    }
  });
}
