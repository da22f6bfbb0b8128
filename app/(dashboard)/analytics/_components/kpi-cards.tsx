import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { formatKpi, formatPercent, KPI_LABELS, MINUTES_EXPLAINED } from "@/lib/analytics/labels";
import { KPI_KEYS, type Panel } from "@/lib/call-store/panel-model";
import { formatSecondsUtc } from "@/lib/format";

// Call and participant minutes are different measures: a line under the cards tells them apart.
export function KpiCards({ panel, compared }: { panel: Panel; compared: string }) {
  const stored = panel.previousStored;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Changes: {compared}.
        {stored
          ? null
          : panel.historyFrom === null
            ? " No call history is stored for the previous period."
            : ` The stored call history starts ${formatSecondsUtc(panel.historyFrom)}, after the previous period began: no change is given.`}
      </p>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Key figures">
        {KPI_KEYS.map((key) => {
          const k = panel.kpis[key];
          const change = k.change;
          const Icon =
            change === null || change === 0 ? ArrowRight : change > 0 ? ArrowUpRight : ArrowDownRight;
          const words = !stored
            ? "no data for the previous period"
            : change === null
              ? "no change figure"
              : `${change > 0 ? "up" : change < 0 ? "down" : "unchanged"} ${formatPercent(Math.abs(change))}`;
          return (
            <li key={key} className="rounded-lg border border-border bg-card p-3">
              <p className="text-sm text-muted-foreground">{KPI_LABELS[key]}</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-kpi={key}>
                {formatKpi(key, k.value)}
              </p>
              <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                {stored ? <Icon aria-hidden className="size-3.5" /> : null}
                <span>{stored ? `${words} · previous period ${formatKpi(key, k.previous)}` : words}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{MINUTES_EXPLAINED}</p>
    </div>
  );
}
