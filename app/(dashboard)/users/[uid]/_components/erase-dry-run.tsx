import type { ErasePlan } from "@/lib/bulk/erase-job";

const count = (n: number) => n.toLocaleString("en-US");

/** What an erasure would remove, kind by kind: how many, and the first few named. */
export function EraseDryRun({ plan }: { plan: ErasePlan }) {
  return (
    <section
      aria-label="What will be erased"
      className="flex max-h-[45vh] flex-col gap-3 overflow-y-auto rounded-md border border-border p-3 text-sm"
    >
      <p className="font-medium">
        Dry run: {count(plan.total)} {plan.total === 1 ? "item" : "items"} will be removed, one call each.
      </p>
      <ul className="flex flex-col gap-1.5">
        {plan.kinds.map((k) => (
          <li key={k.kind} data-kind={k.kind}>
            <span className="font-medium tabular-nums">{count(k.count)}</span> · {k.label}
            {k.first.length > 0 ? (
              <span className="block break-all text-xs text-muted-foreground">
                {k.first.join(", ")}
                {k.count > k.first.length ? `, and ${count(k.count - k.first.length)} more` : ""}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p>{plan.ownership}</p>
      <ul className="list-disc pl-5 text-xs text-muted-foreground">
        {plan.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </section>
  );
}
