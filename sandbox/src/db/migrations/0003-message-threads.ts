import { rebuildTable } from "./before-record";
import type { Migration } from "./migration";

/** Messages gained parent_id (a thread's replies) and the messages_thread index. */
export const messageThreads: Migration = {
  version: 3,
  name: "message_threads",
  up: (db) => rebuildTable(db, "messages"),
};
