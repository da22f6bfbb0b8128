import { rebuildTable } from "./before-record";
import type { Migration } from "./migration";

/** Auth tokens gained the client's platform, user agent and app info. */
export const tokenClients: Migration = {
  version: 6,
  name: "token_clients",
  up: (db) => rebuildTable(db, "auth_tokens"),
};
