import { rebuildTable } from "./before-record";
import type { Migration } from "./migration";

/** Calls gained has_transcription; calls_filter gave way to calls_filter_v2, which covers it too. */
export const callTranscriptions: Migration = {
  version: 2,
  name: "call_transcriptions",
  up(db) {
    rebuildTable(db, "calls");
    db.exec("DROP INDEX IF EXISTS calls_filter");
  },
};
