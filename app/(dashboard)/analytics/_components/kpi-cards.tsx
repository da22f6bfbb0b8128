import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import { formatKpi, formatPercent, KPI_LABELS, MINUTES_EXPLAINED } from "@/lib/analytics/labels";
import { KPI_KEYS, type Panel } from "@/lib/call-store/panel-model";
import { formatSecondsUtc } from "@/lib/format";
import { cn } from "@/lib/utils";

type Figure = { value: number | null; previous: number | null; change: number | null };

/** Any view's figures for the range against the previous period; no change where the stored history does not reach it. */
export function KpiCardList<K extends string>(p: {
  keys: readonly K[];
  kpis: Record<K, Figure>;
  labels: Record<K, string>;
  format: (key: K, value: number | null) => string;
  previousStored: boolean;
  historyFrom: number | null;
  /** What the store holds, in the sentence about its start: "call history", "messages". */
  history: { none: string; starts: string };
  compared: string;
  className: string;
  footnote: string;
}) {
  const stored = p.previousStored;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        Changes: {p.compared}.
        {stored
          ? null
          : p.historyFrom === null
            ? ` ${p.history.none}`
            : ` ${p.history.starts} ${formatSecondsUtc(p.historyFrom)}, after the previous period began: no change is given.`}
      </p>
      <ul className={cn("grid grid-cols-2 gap-3", p.className)} aria-label="Key figures">
        {p.keys.map((key) => {
          const k = p.kpis[key];
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
              <p className="text-sm text-muted-foreground">{p.labels[key]}</p>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-kpi={key}>
                {p.format(key, k.value)}
              </p>
              <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
                {stored ? <Icon aria-hidden className="size-3.5" /> : null}
                <span>{stored ? `${words} · previous period ${p.format(key, k.previous)}` : words}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{p.footnote}</p>
    </div>
  );
}

// Call and participant minutes are different measures: a line under the cards tells them apart.
export function KpiCards({ panel, compared }: { panel: Panel; compared: string }) {
  return (
    <KpiCardList
      keys={KPI_KEYS}
      kpis={panel.kpis}
      labels={KPI_LABELS}
      format={formatKpi}
      previousStored={panel.previousStored}
      historyFrom={panel.historyFrom}
      history={{
        none: "No call history is stored for the previous period.",
        starts: "The stored call history starts",
      }}
      compared={compared}
      className="md:grid-cols-3 xl:grid-cols-5"
      footnote={MINUTES_EXPLAINED}
    />
  );
}
