import type { AppRow } from "../core/apps";
import { ensureModerationDefaults } from "../core/moderation";
import { type Deps, seconds } from "../deps";

export const listMeta = (limit: number, count: number) => ({ current: { limit, count } });

export function ready(deps: Deps, app: AppRow) {
  ensureModerationDefaults(deps.db, app.id, seconds(deps));
}
