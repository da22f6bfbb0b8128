/**
 * A series' shape at a glance, drawn on the server as one SVG path: no axis, no script. `summary` is what a
 * screen reader hears instead (the figure beside it carries the numbers).
 */
export function Sparkline({
  values,
  summary,
  width = 120,
  height = 28,
}: {
  values: readonly number[];
  summary: string;
  width?: number;
  height?: number;
}) {
  const max = Math.max(0, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  // One pixel inside the box, so the stroke at the top and bottom is not cut.
  const y = (v: number) => (max === 0 ? height - 1 : 1 + (1 - v / max) * (height - 2));
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="overflow-visible text-primary"
      data-sparkline
    >
      {values.length > 1 ? (
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
