import { BarChart, type BarDatum } from "@/components/charts/bar-chart";
import { IntentLink } from "@/components/intent-link";
import { binLabel, formatDuration } from "@/lib/analytics/labels";
import { shownBin } from "@/lib/call-store/buckets";
import type { Panel } from "@/lib/call-store/panel-model";
import { addDays, localMidnight } from "@/lib/call-store/tz";
import { formatShortDay } from "@/lib/format";
import { callsLink } from "../_lib/drill-down";
import { PanelCard } from "./panel-card";
import { PerDayChart } from "./per-day-chart";

const AUDIO = { key: "audio", name: "Audio participant minutes", color: "var(--chart-1)" };
const VIDEO = { key: "video", name: "Video participant minutes", color: "var(--chart-2)" };
const CALLS = { key: "calls", name: "Calls", color: "var(--chart-1)" };

type Range = { from: number; to: number };

export function MinutesPerDay({ panel }: { panel: Panel }) {
  const data: BarDatum[] = panel.minutesPerDay.map((d) => ({
    label: formatShortDay(d.day),
    audio: d.audioMinutes,
    video: d.videoMinutes,
    href: callsLink({ from: localMidnight(panel.tz, d.day), to: localMidnight(panel.tz, addDays(d.day, 1)) }),
  }));
  return (
    <PerDayChart
      title="Participant minutes per day"
      data={data}
      series={[AUDIO, VIDEO]}
      summary={(total, days) =>
        `Participant minutes per day in ${panel.tz}: ${total} participant minutes over ${days} days`
      }
    />
  );
}

export function Breakdown({
  title,
  rows,
  filter,
  range,
}: {
  title: string;
  rows: { key: string; calls: number }[];
  filter: "status" | "mode" | "type";
  range: Range;
}) {
  const data: BarDatum[] = rows.map((r) => ({
    label: r.key,
    calls: r.calls,
    // The keys are the dimension's own enum values (the panel lists exactly those).
    href: callsLink(range, { [filter]: r.key } as Parameters<typeof callsLink>[1]),
  }));
  return (
    <PanelCard title={title}>
      <BarChart
        data={data}
        series={[CALLS]}
        horizontal
        height={Math.max(120, 36 * data.length)}
        summary={`${title}: ${rows.map((r) => `${r.key} ${r.calls}`).join(", ")}`}
      />
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {data.map((d) => (
          <li key={d.label}>
            <IntentLink
              href={d.href ?? "/calls"}
              className="rounded border border-border px-2 py-0.5 hover:bg-muted"
            >
              {d.label}: {d.calls}
            </IntentLink>
          </li>
        ))}
      </ul>
    </PanelCard>
  );
}

export function DurationHistogram({ panel }: { panel: Panel }) {
  const { bins, p50, p90, p99, count } = panel.duration;
  const data: BarDatum[] = bins.map((b) => ({ label: binLabel(b.from, b.to), calls: b.calls }));
  const marks = new Map<string, string[]>();
  const percentiles = [
    ["p50", p50],
    ["p90", p90],
    ["p99", p99],
  ] as const;
  for (const [name, v] of percentiles) {
    if (v === null) continue;
    const label = data[shownBin(v)]?.label;
    if (label) marks.set(label, [...(marks.get(label) ?? []), name]);
  }
  const fmt = (v: number | null) => (v === null ? "—" : formatDuration(v));
  return (
    <PanelCard title="Duration of ended calls">
      <BarChart
        data={data}
        series={[CALLS]}
        markers={[...marks].map(([label, names]) => ({ label, name: names.join(" · ") }))}
        summary={`Durations of ${count} ended calls; median ${fmt(p50)}`}
      />
      <dl className="mt-2 flex gap-4 text-sm">
        {percentiles.map(([name, v]) => (
          <div key={name}>
            <dt className="inline text-muted-foreground">{name} </dt>
            <dd className="inline font-medium">{fmt(v)}</dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}

export function ParticipantsHistogram({ panel, range }: { panel: Panel; range: Range }) {
  const data: BarDatum[] = panel.participants.map((r) => ({
    label: String(r.participants),
    calls: r.calls,
    href: callsLink(range, { participantsCount: r.participants }),
  }));
  return (
    <PanelCard title="Participants per call">
      <BarChart
        data={data}
        series={[CALLS]}
        height={200}
        summary={`Calls by participant count, ${data.length} distinct counts`}
      />
    </PanelCard>
  );
}
