import { recount } from "./before-record";
import type { Migration } from "./migration";

/**
 * The counts GET /conversations and a message's reactions are answered from, for rows written before their
 * triggers; conversations_updated gave way to conversations_recent, which also orders by the last message.
 */
export const conversationAndReactionCounts: Migration = {
  version: 9,
  name: "conversation_and_reaction_counts",
  up(db) {
    db.exec("DROP INDEX IF EXISTS conversations_updated");
    // The conversation of a group deleted without it (now a trigger deletes it) would be counted.
    db.exec(`DELETE FROM conversations WHERE conversation_type = 'group' AND NOT EXISTS (SELECT 1 FROM groups g
        WHERE g.app_id = conversations.app_id AND 'group_' || g.guid = conversations.conversation_id)`);
    recount(
      db,
      "conversation_counts",
      "SELECT app_id, conversation_type, count(*) FROM conversations GROUP BY 1, 2",
    );
    recount(
      db,
      "reaction_counts",
      "SELECT message_id, reaction, count(*), min(id) FROM reactions GROUP BY 1, 2",
    );
  },
};
