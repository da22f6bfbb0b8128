import { type Picked, pickRange } from "@/lib/pick-range";
import { type Filters, type Kind, NO_FILTERS } from "./queue-items";

/** Items read at a time; more are read before the chosen-but-not-applied ones leave fewer than LOW_WATER. */
export const PAGE = 50;
export const LOW_WATER = 10;
/** The most items one read takes. */
export const MAX_LIMIT = 1000;

export interface QueueState {
  kind: Kind;
  filters: Filters;
  /** The current item's place among the shown ones (clamped to them when read). */
  index: number;
  /** How many items the queue reads. */
  limit: number;
  /** Items (`kind:id`) whose outcome is chosen: out of the list until it is undone or read back applied. */
  hidden: ReadonlySet<string>;
  /** The reason recorded with the outcomes chosen from now on. */
  reasonId: string;
  /** Why the last key did nothing, for the message it was pressed on. */
  notice?: { id: string; text: string };
  /** Items picked for a bulk action, by id, and the one a Shift range starts from. */
  picked: Picked;
  anchor?: string;
}

export type QueueAction =
  | { type: "kind"; kind: Kind }
  | { type: "filter"; key: keyof Filters; value: string }
  | { type: "reason"; reasonId: string }
  /** Shows the item at `index` (a click on it). */
  | { type: "go"; index: number }
  /** Moves by one among `count` shown items, staying within them (j / p). */
  | { type: "step"; by: 1 | -1; count: number }
  | { type: "notice"; notice?: { id: string; text: string } }
  /** An outcome chosen for the item `key`: it leaves the list. */
  | { type: "choose"; key: string }
  /** Its outcome undone, failed or read back: the list is the service's again. */
  | { type: "unhide"; key: string }
  /** Fewer than LOW_WATER left and more wait: read another PAGE. */
  | { type: "more" }
  /** An item's checkbox among the shown `ids`; `range` when Shift was held. */
  | { type: "pick"; ids: readonly string[]; id: string; value: boolean; range: boolean }
  | { type: "picked"; picked: Picked };

const NONE: Picked = {};

export const initialQueueState: QueueState = {
  kind: "flagged",
  filters: NO_FILTERS,
  index: 0,
  limit: PAGE,
  hidden: new Set(),
  reasonId: "",
  picked: NONE,
};

// Another queue or filter starts at its first item and first page; picks are dropped (a selection never
// names items the moderator no longer sees), unless nothing changed.
const rescope = (s: QueueState, next: Pick<QueueState, "kind" | "filters">, same: boolean): QueueState => ({
  ...s,
  ...next,
  index: 0,
  limit: PAGE,
  ...(same ? {} : { picked: NONE, anchor: undefined }),
});

export function reviewQueueReducer(s: QueueState, a: QueueAction): QueueState {
  switch (a.type) {
    case "kind":
      return rescope(s, { kind: a.kind, filters: s.filters }, a.kind === s.kind);
    case "filter": {
      const value = a.value.trim();
      return rescope(
        s,
        { kind: s.kind, filters: { ...s.filters, [a.key]: value } },
        s.filters[a.key] === value,
      );
    }
    case "reason":
      return { ...s, reasonId: a.reasonId };
    case "go":
      return { ...s, index: a.index, notice: undefined };
    case "step":
      return {
        ...s,
        index: a.by > 0 ? Math.min(s.index + 1, Math.max(a.count - 1, 0)) : Math.max(s.index - 1, 0),
        notice: undefined,
      };
    case "notice":
      return { ...s, notice: a.notice };
    case "choose":
      return { ...s, hidden: new Set(s.hidden).add(a.key), notice: undefined };
    case "unhide": {
      if (!s.hidden.has(a.key)) return s;
      const hidden = new Set(s.hidden);
      hidden.delete(a.key);
      return { ...s, hidden };
    }
    case "more":
      return { ...s, limit: Math.min(MAX_LIMIT, s.limit + PAGE) };
    case "pick":
      return { ...s, ...pickRange({ picked: s.picked, anchor: s.anchor }, a.ids, a.id, a.value, a.range) };
    case "picked":
      return { ...s, picked: a.picked };
  }
}

/** The current item's place among `count` shown ones. */
export const currentIndex = (s: QueueState, count: number) => Math.min(s.index, Math.max(count - 1, 0));

/** Whether to read more: the last read was full, few are left to show, and the cap is not reached. */
export const wantsMore = (s: QueueState, read: number, shown: number) =>
  read >= s.limit && shown < LOW_WATER && s.limit < MAX_LIMIT;
