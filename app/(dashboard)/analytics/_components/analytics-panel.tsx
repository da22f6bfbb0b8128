import type { TopNames } from "@/lib/analytics/top-names";
import type { Panel } from "@/lib/call-store/panel-model";
import { Heatmap } from "./heatmap";
import { KpiCards } from "./kpi-cards";
import { Breakdown, DurationHistogram, MinutesPerDay, ParticipantsHistogram } from "./panel-charts";
import { WithTopNames } from "./top-table";
import { TopTables } from "./top-tables";

/** The CSV export lists the same sections. */
export function AnalyticsPanel({
  panel,
  compared,
  names,
}: {
  panel: Panel;
  /** The periods the changes compare, in words. */
  compared: string;
  names?: Promise<TopNames>;
}) {
  const range = { from: panel.from, to: panel.to };
  return (
    <>
      <KpiCards panel={panel} compared={compared} />
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
      <WithTopNames names={names} render={(n) => <TopTables panel={panel} range={range} names={n} />} />
      <Heatmap heatmap={panel.heatmap} tz={panel.tz} />
    </>
  );
}
