import { BarChart, type BarDatum, type BarSeries } from "@/components/charts/bar-chart";
import { PanelCard } from "./panel-card";

// Days in the date format without the year ("28 Nov"): seven fit a phone's chart.
const DAY_LABELS = 7;

/** A day's series stacked in one bar, a bar a day, under its title. */
export function PerDayChart({
  title,
  data,
  series,
  summary,
}: {
  title: string;
  data: BarDatum[];
  series: BarSeries[];
  summary: string;
}) {
  return (
    <PanelCard title={title}>
      <BarChart
        data={data}
        series={series}
        stacked
        labelEvery={Math.ceil(data.length / DAY_LABELS)}
        summary={summary}
      />
    </PanelCard>
  );
}
