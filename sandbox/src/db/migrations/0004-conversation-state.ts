import { rebuildTable } from "./before-record";
import type { Migration } from "./migration";

/** A user's state of a conversation gained cleared_message_id (a conversation reset for them), then tags. */
export const conversationState: Migration = {
  version: 4,
  name: "conversation_state",
  up: (db) => rebuildTable(db, "conversation_state"),
};
