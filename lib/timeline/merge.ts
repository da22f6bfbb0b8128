import { compareNewer, isOlder, type Position, type TimelineCursor } from "./cursor";
import type { TimelineKind } from "./kinds";

/** A piece of an entry's one-line summary: text, or a user or group named beside its id. */
export type SummaryPart = string | { user: string } | { group: string };

export interface TimelineEntry extends Position {
  kind: TimelineKind;
  parts: SummaryPart[];
  href: string;
  /** Its index in its source's list, where that source is paged by number. */
  offset?: number;
}

export interface SourceRead {
  before?: Position;
  limit: number;
  /** Where a source paged by number had got to (a hint: the read still keeps only entries older than `before`). */
  offset?: number;
}

export interface SourcePage {
  /** Strictly older than `before`, newest first, at most `limit`. */
  entries: TimelineEntry[];
  /** Set when the source stopped reading before it ran out: it gave every entry down to here, none older. */
  horizon?: Position;
  /** A source paged by number: the index of its first entry older than `before`. */
  offset?: number;
}

export interface TimelineSource {
  kind: TimelineKind;
  read(r: SourceRead): Promise<SourcePage>;
}

export interface SourceFailure {
  kind: TimelineKind;
  message: string;
}

export interface MergedPage {
  entries: TimelineEntry[];
  next?: TimelineCursor;
  failures: SourceFailure[];
}

const newestFirst = (a: Position, b: Position) => compareNewer(b, a);
const positionOf = (p: Position): Position => ({ at: p.at, key: p.key });

/**
 * The newest `limit` entries older than the cursor over every source. Each source gives its own newest `limit`
 * older than the cursor, so any of the newest `limit` overall is among them; a source that stopped early
 * (a horizon) keeps the page from going past where it stopped. A source that fails is reported, not fatal.
 */
export async function mergeTimeline(
  sources: readonly TimelineSource[],
  o: { before?: TimelineCursor; limit: number; describeError: (e: unknown) => string },
): Promise<MergedPage> {
  const before = o.before ? positionOf(o.before) : undefined;
  const settled = await Promise.allSettled(
    sources.map((s) => s.read({ before, limit: o.limit, offset: o.before?.offsets?.[s.kind] })),
  );
  const failures: SourceFailure[] = [];
  const pages: (SourcePage & { kind: TimelineKind })[] = [];
  settled.forEach((r, i) => {
    const kind = (sources[i] as TimelineSource).kind;
    if (r.status === "rejected") failures.push({ kind, message: o.describeError(r.reason) });
    else {
      const entries = r.value.entries
        .filter((e) => isOlder(e, before))
        .sort(newestFirst)
        .slice(0, o.limit);
      pages.push({ ...r.value, entries, kind });
    }
  });
  let floor: Position | undefined;
  for (const page of pages) {
    if (page.horizon && page.entries.length < o.limit && (!floor || compareNewer(page.horizon, floor) > 0)) {
      floor = page.horizon;
    }
  }
  const all = pages.flatMap((p) => p.entries).sort(newestFirst);
  const known = floor ? all.filter((e) => compareNewer(e, floor) >= 0) : all;
  const entries = known.slice(0, o.limit);
  const last = entries.length === o.limit ? entries[entries.length - 1] : floor;
  if (!last) return { entries, failures };
  const offsets: NonNullable<TimelineCursor["offsets"]> = { ...o.before?.offsets };
  for (const page of pages) {
    const taken = entries.filter((e) => e.kind === page.kind && e.offset !== undefined).at(-1);
    const at = taken?.offset !== undefined ? taken.offset + 1 : page.offset;
    if (at !== undefined) offsets[page.kind] = at;
  }
  const next: TimelineCursor = positionOf(last);
  return { entries, failures, next: Object.keys(offsets).length ? { ...next, offsets } : next };
}

/**
 * One source read in batches, newest first, until it has `limit` entries older than the cursor, runs out, or
 * has read `maxReads` batches (then it names how far it got). `entry` may skip a row (undefined).
 */
export async function scanSource<S, R>(o: {
  start: S;
  read: (state: S) => Promise<{ rows: R[]; next?: S }>;
  position: (row: R) => Position;
  entry: (row: R, position: Position) => TimelineEntry | undefined;
  before?: Position;
  limit: number;
  maxReads: number;
}): Promise<SourcePage> {
  const entries: TimelineEntry[] = [];
  let state: S | undefined = o.start;
  let seen: Position | undefined;
  for (let reads = 0; state !== undefined && reads < o.maxReads; reads++) {
    const batch: { rows: R[]; next?: S } = await o.read(state);
    for (const row of batch.rows) {
      const p = o.position(row);
      if (!isOlder(p, o.before)) continue;
      seen = p;
      const e = o.entry(row, p);
      if (e) entries.push(e);
      if (entries.length === o.limit) return { entries };
    }
    state = batch.next;
  }
  if (state === undefined) return { entries };
  // Every row read was newer than the cursor: saying "nothing older" would hide what lies beyond.
  if (!seen) throw new Error(`it stopped before the cursor, after ${o.maxReads} reads`);
  return { entries, horizon: seen };
}
