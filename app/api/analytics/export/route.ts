import { requireConnection, UserFacingError } from "@/lib/action";
import { AuthError, requireAdmin } from "@/lib/auth/session";
import { activeConnection } from "@/lib/connections";
import { loadPanel } from "../../../(dashboard)/analytics/_lib/load-panel";
import { panelCsv } from "../../../(dashboard)/analytics/_lib/panel-csv";
import { loadAnalyticsSearchParams } from "../../../(dashboard)/analytics/_lib/search-params";

const json = (status: number, code: string, message: string) =>
  Response.json({ error: { message, code } }, { status });

/**
 * The analytics panel as CSV for the page's own URL state (range, time zone), so the file holds exactly
 * what the page shows; viewers and up, checked here as well as by the page.
 */
export async function GET(req: Request) {
  try {
    await requireAdmin("viewer");
  } catch (e) {
    if (e instanceof AuthError) {
      return e.kind === "unauthenticated"
        ? json(401, "UNAUTHENTICATED", e.message)
        : json(403, "FORBIDDEN", e.message);
    }
    throw e;
  }
  let appId: string;
  try {
    appId = requireConnection(await activeConnection()).appId;
  } catch (e) {
    if (e instanceof UserFacingError) return json(409, "NO_APP", e.message);
    throw e;
  }
  const { range, panel } = await loadPanel(appId, loadAnalyticsSearchParams(new URL(req.url).searchParams));
  if (!panel)
    return json(409, "NOT_SYNCED", "No calls are synced yet: run a sync from the analytics page first.");
  return new Response(panelCsv(panel), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="call-analytics-${range.firstDay}-${range.lastDay}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
