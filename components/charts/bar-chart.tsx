"use client";

import { useRouter } from "next/navigation";
import {
  Bar,
  type BaseTickContentProps,
  CartesianGrid,
  BarChart as Chart,
  LabelList,
  type LabelProps,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export interface BarDatum {
  label: string;
  href?: string;
  [series: string]: string | number | undefined;
}

export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

export interface BarChartProps {
  data: BarDatum[];
  series: BarSeries[];
  stacked?: boolean;
  height?: number;
  markers?: { label: string; name: string }[];
  summary: string;
  /**
   * Label every n-th bar, for many bars with short labels (days). Without it recharts measures each label in
   * the DOM to drop those that overlap: a forced layout per label while the page hydrates.
   */
  labelEvery?: number;
  /**
   * Bars drawn across, each named on its own line and its value written after it: every bar keeps its label,
   * however narrow the card (few bars with long names: statuses, modes).
   */
  horizontal?: boolean;
}

// A plain SVG label: recharts' own <Text> measures each word in the DOM to wrap it, which a one-word
// label never needs. The offsets are the ones <Text> gives each anchor.
const DY = { start: "0.71em", middle: "0.355em", end: undefined } as const;
function AxisTick(t: BaseTickContentProps) {
  return (
    <text
      x={t.x}
      y={t.y}
      dy={DY[t.verticalAnchor]}
      textAnchor={t.textAnchor}
      fill="var(--muted-foreground)"
      fontSize={12}
    >
      {t.tickFormatter ? t.tickFormatter(t.payload.value, t.index) : String(t.payload.value)}
    </text>
  );
}
const NO_LINES = () => [];

// The value after a horizontal bar, as plain SVG text (recharts' <Text> would measure it).
function ValueLabel({ x, y, width, height, value }: LabelProps) {
  return (
    <text
      x={Number(x) + Number(width) + 6}
      y={Number(y) + Number(height) / 2}
      dy="0.355em"
      fill="var(--foreground)"
      fontSize={12}
    >
      {value}
    </text>
  );
}

export function BarChart({
  data,
  series,
  stacked,
  height = 240,
  markers = [],
  summary,
  labelEvery,
  horizontal,
}: BarChartProps) {
  const router = useRouter();
  return (
    <figure className="m-0" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height}>
        <Chart
          data={data}
          layout={horizontal ? "vertical" : "horizontal"}
          margin={{ top: horizontal ? 0 : 16, right: horizontal ? 40 : 8, bottom: 0, left: 0 }}
        >
          {horizontal ? (
            <>
              <XAxis type="number" hide allowDecimals={false} />
              <YAxis
                type="category"
                dataKey="label"
                tick={AxisTick}
                stroke="var(--border)"
                width={88}
                // One label per bar, one above another: all are drawn, none measured.
                interval={0}
              />
            </>
          ) : (
            <>
              <CartesianGrid
                strokeDasharray="3 3"
                stroke="var(--border)"
                vertical={false}
                // Without it the grid works out (and measures) where vertical lines would go, drawn or not.
                verticalCoordinatesGenerator={NO_LINES}
              />
              <XAxis
                dataKey="label"
                tick={AxisTick}
                stroke="var(--border)"
                interval={labelEvery ? labelEvery - 1 : "preserveStartEnd"}
                minTickGap={8}
              />
              <YAxis
                tick={AxisTick}
                stroke="var(--border)"
                width={48}
                allowDecimals={false}
                // Five or so ticks one above another never overlap: every one is drawn, none measured.
                interval={0}
              />
            </>
          )}
          <Tooltip
            cursor={{ fill: "var(--muted)" }}
            contentStyle={{
              background: "var(--card)",
              border: "1px solid var(--border)",
              borderRadius: 6,
              color: "var(--foreground)",
            }}
            labelStyle={{ color: "var(--foreground)" }}
          />
          {series.length > 1 ? (
            <Legend wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }} />
          ) : null}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              stackId={stacked ? "stack" : undefined}
              isAnimationActive={false}
              cursor="pointer"
              onClick={(_entry: unknown, index: number) => {
                const href = data[index]?.href;
                if (href) router.push(href);
              }}
            >
              {horizontal ? <LabelList dataKey={s.key} content={ValueLabel} /> : null}
            </Bar>
          ))}
          {markers.map((m) => (
            <ReferenceLine
              key={m.name}
              x={m.label}
              stroke="var(--foreground)"
              strokeDasharray="4 2"
              label={{ value: m.name, position: "top", fill: "var(--foreground)", fontSize: 12 }}
            />
          ))}
        </Chart>
      </ResponsiveContainer>
    </figure>
  );
}
