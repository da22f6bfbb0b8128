import type { planImportAction } from "../_lib/actions";
import { RowIssues } from "./row-issues";

export type Plan = NonNullable<Awaited<ReturnType<typeof planImportAction>>["data"]>;

const n = (x: number) => x.toLocaleString("en-US");

function duration(seconds: number) {
  if (seconds < 60) return "under a minute";
  const m = Math.ceil(seconds / 60);
  return m < 120 ? `about ${m} minutes` : `about ${Math.ceil(m / 60)} hours`;
}

/** What the import would send, checked on the server against the app; nothing has been sent. */
export function DryRun({ plan }: { plan: Plan }) {
  return (
    <section aria-label="Dry run" className="flex flex-col gap-3">
      <p className="text-sm font-medium" data-testid="plan-summary">
        Dry run, nothing sent: {n(plan.rows)} rows in {n(plan.requests)} requests
        {plan.requests > 0 ? ` (${duration(plan.minSeconds)} at the service's import rate limit)` : ""}.
      </p>
      {plan.files.map((f) => (
        <div key={f.kind} className="flex flex-col gap-1">
          <p className="text-sm">
            {f.name}: {n(f.ready)} of {n(f.total)} rows would be sent
            {f.total > f.ready ? `, ${n(f.total - f.ready)} refused` : ""}.
          </p>
          <RowIssues
            caption={`Rows of ${f.name} the dry run refused`}
            issues={f.issues}
            more={f.moreIssues}
          />
        </div>
      ))}
      {plan.note ? <p className="text-sm text-muted-foreground">{plan.note}</p> : null}
    </section>
  );
}
