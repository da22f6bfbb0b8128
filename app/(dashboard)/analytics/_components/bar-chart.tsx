"use client";

import { useRouter } from "next/navigation";
import {
  Bar,
  CartesianGrid,
  BarChart as Chart,
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
}

const axis = { fill: "var(--muted-foreground)", fontSize: 12 };

export function BarChart({ data, series, stacked, height = 240, markers = [], summary }: BarChartProps) {
  const router = useRouter();
  return (
    <figure className="m-0" aria-label={summary}>
      <ResponsiveContainer width="100%" height={height}>
        <Chart data={data} margin={{ top: 16, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="label"
            tick={axis}
            stroke="var(--border)"
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis tick={axis} stroke="var(--border)" width={48} allowDecimals={false} />
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
            />
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
