import type { ReactNode } from "react";

type Rows = readonly (readonly [string, ReactNode])[];

/** Labelled values, a label then its value a row; the classes keep each page's spacing. */
export function Facts({
  rows,
  label,
  className,
  valueClassName,
}: {
  rows: Rows;
  /** The list's accessible name, where a page has several. */
  label?: string;
  className: string;
  valueClassName?: string;
}) {
  return (
    <dl aria-label={label} className={className}>
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className={valueClassName}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Labelled values in a grid of up to four columns: a record's summary. */
export function FieldGrid({ fields }: { fields: Rows }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-sm">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
