/** A value as indented JSON, folded under `summary` until opened; `className` places the fold on its page. */
export function JsonDetails({
  summary,
  value,
  className,
}: {
  summary: string;
  value: unknown;
  className?: string;
}) {
  return (
    <details className={className}>
      <summary className="cursor-pointer text-sm font-medium">{summary}</summary>
      <pre className="mt-2 max-h-96 overflow-auto rounded bg-muted p-2 text-xs">
        {JSON.stringify(value, null, 2)}
      </pre>
    </details>
  );
}
