import { BarChart, type BarDatum, type BarSeries } from "@/components/charts/bar-chart";
import { formatNumber } from "@/lib/analytics/labels";
import { PanelCard } from "./panel-card";

// Days in the date format without the year ("28 Nov"): seven fit a phone's chart.
const DAY_LABELS = 7;

/** A day's series stacked in one bar, a bar a day, under its title; the summary is given the total and the days. */
export function PerDayChart({
  title,
  data,
  series,
  summary,
}: {
  title: string;
  data: BarDatum[];
  series: BarSeries[];
  summary: (total: string, days: number) => string;
}) {
  const total = data.reduce((sum, d) => sum + series.reduce((s, { key }) => s + Number(d[key] ?? 0), 0), 0);
  return (
    <PanelCard title={title}>
      <BarChart
        data={data}
        series={series}
        stacked
        labelEvery={Math.ceil(data.length / DAY_LABELS)}
        summary={summary(formatNumber(total), data.length)}
      />
    </PanelCard>
  );
}
