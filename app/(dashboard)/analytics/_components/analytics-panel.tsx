import type { Panel } from "@/lib/call-store/panel-model";
import { Heatmap } from "./heatmap";
import { KpiCards } from "./kpi-cards";
import { Breakdown, DurationHistogram, MinutesPerDay, ParticipantsHistogram } from "./panel-charts";
import { TopTables } from "./top-tables";

/** The CSV export lists the same sections. */
export function AnalyticsPanel({ panel }: { panel: Panel }) {
  const range = { from: panel.from, to: panel.to };
  return (
    <>
      <KpiCards panel={panel} />
      <MinutesPerDay panel={panel} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Breakdown title="Calls by status" rows={panel.byStatus} filter="status" range={range} />
        <Breakdown title="Calls by mode" rows={panel.byMode} filter="mode" range={range} />
        <Breakdown title="Calls by type" rows={panel.byType} filter="type" range={range} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DurationHistogram panel={panel} />
        <ParticipantsHistogram panel={panel} range={range} />
      </div>
      <TopTables panel={panel} range={range} />
      <Heatmap panel={panel} />
    </>
  );
}
