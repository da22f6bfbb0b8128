import { loadPanel } from "@/lib/analytics/load-panel";
import { panelCsv } from "@/lib/analytics/panel-csv";
import { loadAnalyticsSearchParams } from "@/lib/analytics/search-params";
import { RouteError, route } from "@/lib/route";

// The role is checked here as well as by the page.
export const GET = route({ minRole: "viewer", connection: true }, async ({ req, connection }) => {
  const { range, panel } = await loadPanel(
    connection.appId,
    loadAnalyticsSearchParams(new URL(req.url).searchParams),
  );
  if (!panel)
    throw new RouteError(
      409,
      "NOT_SYNCED",
      "No calls are synced yet: run a sync from the analytics page first.",
    );
  return new Response(panelCsv(panel), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="call-analytics-${range.firstDay}-${range.lastDay}.csv"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
