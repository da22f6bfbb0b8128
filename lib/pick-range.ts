/** Rows picked for a bulk action, by row id; unpicked ones are left out (TanStack Table's `RowSelectionState`). */
export type Picked = Record<string, true>;

/**
 * The selection after `target` is set to `value`; with an `anchor` among `ids`, every row from the anchor to
 * the target (either way round) is set alike: a shift-click picks a range, or drops it.
 */
export function pickRows(
  selected: Picked,
  ids: readonly string[],
  target: string,
  value: boolean,
  anchor?: string,
): Picked {
  const from = anchor === undefined ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(target);
  const span = from >= 0 && to >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [target];
  const next = { ...selected };
  for (const id of span) {
    if (value) next[id] = true;
    else delete next[id];
  }
  return next;
}

/** What a list remembers between picks: the picked rows, and the row a Shift range starts from. */
export interface RangePick {
  picked: Picked;
  anchor: string | undefined;
}

/**
 * Sets row `id` picked or not among the shown `ids`. With `range` (Shift held) every row from the anchor
 * (the row last set without Shift, while it is still shown) is set alike and the anchor stays; otherwise, or
 * with no anchor shown, the row becomes the anchor.
 */
export function pickRange(
  state: RangePick,
  ids: readonly string[],
  id: string,
  value: boolean,
  range: boolean,
): RangePick {
  const from = range && state.anchor !== undefined && ids.includes(state.anchor) ? state.anchor : undefined;
  return { picked: pickRows(state.picked, ids, id, value, from), anchor: from ?? id };
}

/** Whether Shift was held on a checkbox's change: React's change is its click, keyboard's (Space) included. */
export const shiftHeld = (e: { nativeEvent: Event }) =>
  "shiftKey" in e.nativeEvent && e.nativeEvent.shiftKey === true;
