import "server-only";
import { panel } from "@/lib/call-store/panel";
import type { Panel } from "@/lib/call-store/panel-model";
import { readProgress, type SyncProgress } from "@/lib/call-store/sync";
import { getDb, getReadDb, nowSeconds } from "@/lib/db";
import { type AnalyticsUrlState, type ResolvedRange, resolveRange } from "./search-params";

export interface LoadedPanel {
  range: ResolvedRange;
  progress: SyncProgress;
  panel?: Panel;
}

/** A view's query: the app, the range in its time zone, and the period it is compared with. */
export const panelQuery = (appId: string, range: ResolvedRange) => ({
  appId,
  from: range.from,
  to: range.to,
  tz: range.tz,
  previous: { from: range.previousFrom, to: range.previousTo },
});

/** One code path for the page and the CSV export. */
export async function loadPanel(appId: string, state: AnalyticsUrlState): Promise<LoadedPanel> {
  const db = await getDb();
  const range = resolveRange(state, nowSeconds());
  const progress = await readProgress(db, appId);
  if (progress.storedCalls === 0) return { range, progress };
  return {
    range,
    progress,
    panel: await panel(db, panelQuery(appId, range), { parallel: await getReadDb() }),
  };
}
