import type { Item } from "../_lib/queue-items";

/** Why the item waits: the rule that withheld it, or who reported it and for what. */
export function WhyWaiting({ item }: { item: Item }) {
  if (item.kind === "blocked") {
    const b = item.item;
    return (
      <p className="text-sm">
        Blocked by the rule <span className="font-medium">{b.ruleName}</span>
        {b.matched ? (
          <>
            {" "}
            on <mark className="rounded px-1">{b.matched}</mark>
          </>
        ) : null}
        .
      </p>
    );
  }
  return (
    <ul className="text-sm">
      {item.item.flags.map((f) => (
        <li key={f.uid}>
          Reported by <span className="font-medium">{f.uid}</span>
          {f.reason ? ` for ${f.reason.toLowerCase()}` : ""}
          {f.remark ? `: “${f.remark}”` : ""}
        </li>
      ))}
    </ul>
  );
}
