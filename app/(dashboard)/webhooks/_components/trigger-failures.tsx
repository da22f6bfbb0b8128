import type { TriggerFailure } from "../_lib/apply-triggers";

export function TriggerFailures({ failures }: { failures: TriggerFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p className="font-medium text-destructive">These trigger changes failed; the others were saved:</p>
      <ul className="mt-2 list-disc pl-5">
        {failures.map((f) => (
          <li key={`${f.change}-${f.triggerId}`}>
            {f.change === "add" ? "Adding" : "Removing"} <code>{f.triggerId}</code>: {f.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
