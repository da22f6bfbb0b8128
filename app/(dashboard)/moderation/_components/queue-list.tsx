"use client";

import type { Dispatch } from "react";
import { BulkBar } from "@/components/bulk/bulk-bar";
import type { BulkSelection } from "@/components/bulk/use-bulk-selection";
import type { Role } from "@/lib/db/types";
import { shiftHeld } from "@/lib/pick-range";
import { BULK, type Item, itemKey, type Kind, shownOf } from "../_lib/queue-items";
import type { QueueAction } from "../_lib/review-queue-reducer";

/**
 * The shown items: a click shows one; their checkboxes pick them for a bulk action, shift-click or
 * Shift+Space every item from the last one picked without Shift.
 */
export function QueueList({
  items,
  current,
  kind,
  selection,
  role,
  dispatch,
}: {
  items: Item[];
  current: Item;
  kind: Kind;
  selection: BulkSelection;
  role: Role;
  dispatch: Dispatch<QueueAction>;
}) {
  const ids = items.map((i) => i.item.id);
  const picked = selection.selected;
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={ids.length > 0 && ids.every((id) => picked[id])}
          onChange={(e) =>
            selection.onChange(
              e.target.checked ? Object.fromEntries(ids.map((id) => [id, true as const])) : {},
            )
          }
        />
        Select all {items.length} shown
      </label>
      <BulkBar
        selection={selection}
        noun={{ one: "message", many: "messages" }}
        operations={BULK[kind]}
        role={role}
        query={{}}
      />
      <ol aria-label="Waiting for review" className="flex max-h-[70vh] flex-col gap-1 overflow-y-auto">
        {items.map((i, n) => {
          const s = shownOf(i.item.message);
          const id = i.item.id;
          return (
            <li key={itemKey(i)} className="flex items-start gap-2">
              <input
                type="checkbox"
                aria-label={`Select message ${id}`}
                className="mt-3 size-4 shrink-0 accent-primary"
                checked={Boolean(picked[id])}
                // Shift extends the browser's text selection too: not over a range of items.
                onMouseDown={(e) => {
                  if (e.shiftKey) e.preventDefault();
                }}
                onChange={(e) =>
                  dispatch({ type: "pick", ids, id, value: e.target.checked, range: shiftHeld(e) })
                }
              />
              <button
                type="button"
                aria-current={i === current ? "true" : undefined}
                onClick={() => dispatch({ type: "go", index: n })}
                className="w-full rounded-md border border-border p-2 text-left text-sm aria-[current=true]:border-primary aria-[current=true]:bg-muted"
              >
                <span className="font-medium">{s.senderName ?? s.sender}</span>
                <span className="block truncate text-muted-foreground">{s.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
