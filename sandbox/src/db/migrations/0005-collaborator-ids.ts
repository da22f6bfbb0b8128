import { rebuildTable } from "./before-record";
import type { Migration } from "./migration";

/** An app's collaborators gained id and name. */
export const collaboratorIds: Migration = {
  version: 5,
  name: "collaborator_ids",
  up: (db) => rebuildTable(db, "app_collaborators"),
};
