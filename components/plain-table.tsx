import type { ReactNode } from "react";

/** A short table drawn in the flow of a card or a dialog: its caption read by screen readers only, muted headers. */
export function PlainTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          {columns.map((c, i) => (
            <th
              key={c}
              scope="col"
              className={i < columns.length - 1 ? "py-1 pr-3 font-medium" : "py-1 font-medium"}
            >
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
