import { z } from "zod";
import type { AppRow } from "../core/apps";
import { ensureModerationDefaults } from "../core/moderation";
import { type Deps, seconds } from "../deps";
import { qint } from "../http/query";

export const TAG = "Moderation";
export const limitQuery = z.object({ limit: qint(1, 1000).optional().default(50) });
export const moderationId = z.string().min(1).max(100);
export const listMeta = (limit: number, count: number) => ({ current: { limit, count } });

export function ready(deps: Deps, app: AppRow) {
  ensureModerationDefaults(deps.db, app.id, seconds(deps));
}
