import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DAYS_OF_WEEK } from "@/lib/analytics/labels";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hh = (h: number) => String(h).padStart(2, "0");

// Each cell carries its own text for screen readers; the axis labels are visual only.
export function Heatmap({
  heatmap,
  tz,
  unit = "calls",
}: {
  /** [weekday from Monday][local hour] */
  heatmap: number[][];
  tz: string;
  /** What the cells count, in the plural: "calls", "messages". */
  unit?: string;
}) {
  const max = Math.max(1, ...heatmap.flat());
  const title = `${unit.charAt(0).toUpperCase()}${unit.slice(1)}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {title} by hour of week ({tz})
        </CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <div
          className="grid min-w-[40rem] gap-0.5 text-[10px] text-muted-foreground"
          style={{ gridTemplateColumns: "2.5rem repeat(24, minmax(0, 1fr))" }}
          data-testid="heatmap"
        >
          <span aria-hidden />
          {HOURS.map((h) => (
            <span key={h} aria-hidden className="text-center">
              {h % 3 === 0 ? hh(h) : ""}
            </span>
          ))}
          {heatmap.map((hours, dow) => [
            <span key={DAYS_OF_WEEK[dow]} aria-hidden className="self-center">
              {DAYS_OF_WEEK[dow]}
            </span>,
            ...hours.map((n, h) => (
              <span
                key={`${DAYS_OF_WEEK[dow]}-${hh(h)}`}
                title={`${DAYS_OF_WEEK[dow]} ${hh(h)}:00 — ${n} ${unit}`}
                className="h-5 rounded-sm border border-border"
                style={{
                  backgroundColor: `color-mix(in oklab, var(--chart-1) ${Math.round((n / max) * 100)}%, transparent)`,
                }}
              >
                <span className="sr-only">{`${DAYS_OF_WEEK[dow]} ${hh(h)}:00: ${n} ${unit}`}</span>
              </span>
            )),
          ])}
        </div>
      </CardContent>
    </Card>
  );
}
