import type { Db } from "../db/types";

export const deleteProvider = (db: Db, appId: string, kind: string, id: string) =>
  db
    .prepare("DELETE FROM notification_providers WHERE app_id = ? AND kind = ? AND provider_id = ?")
    .run(appId, kind, id);

/** Makes one provider of a kind the default, and the others of that kind not. */
export const setDefaultProvider = (db: Db, appId: string, kind: string, id: string) =>
  db
    .prepare("UPDATE notification_providers SET is_default = (provider_id = ?) WHERE app_id = ? AND kind = ?")
    .run(id, appId, kind);
