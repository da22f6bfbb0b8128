import type { BarDatum } from "@/components/charts/bar-chart";
import { formatNumber, formatPercent } from "@/lib/analytics/labels";
import type { ChatPanel } from "@/lib/chat-store/panel-model";
import { formatCalendarDay, formatShortDay } from "@/lib/format";
import { PanelCard } from "./panel-card";
import { PerDayChart } from "./per-day-chart";

const ONE_TO_ONE = { key: "oneToOne", name: "One-on-one", color: "var(--chart-1)" };
const GROUP = { key: "group", name: "Group", color: "var(--chart-2)" };

export function MessagesPerDay({ panel }: { panel: ChatPanel }) {
  const data: BarDatum[] = panel.perDay.map((d) => ({
    label: formatShortDay(d.day),
    oneToOne: d.oneToOne,
    group: d.group,
  }));
  return (
    <PerDayChart
      title="Messages per day"
      data={data}
      series={[ONE_TO_ONE, GROUP]}
      summary={(total, days) =>
        `Messages per day in ${panel.tz}, one-on-one and in groups: ${total} messages over ${days} days`
      }
    />
  );
}

export function ActiveUsers({ panel }: { panel: ChatPanel }) {
  const a = panel.active;
  const figures: [string, string, string][] = [
    ["dau", "Daily active (DAU)", formatNumber(a.dau)],
    ["wau", "Weekly active (WAU)", formatNumber(a.wau)],
    ["mau", "Monthly active (MAU)", formatNumber(a.mau)],
    ["dauMau", "DAU/MAU", a.dauMau === null ? "—" : formatPercent(a.dauMau)],
  ];
  return (
    <PanelCard title={`Active senders on ${formatCalendarDay(a.day)}`}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(([key, label, value]) => (
          <div key={key}>
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-active={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        Users who sent a message on the range's last day, in its last 7 days and in its last 30 days (
        {panel.tz}).
      </p>
    </PanelCard>
  );
}
