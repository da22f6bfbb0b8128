import { describe, expect, it } from "vitest";
import { compareNewer, decodeCursor, encodeCursor, entryKey, isOlder, type TimelineCursor } from "./cursor";
import type { TimelineKind } from "./kinds";
import { mergeTimeline, scanSource, type TimelineEntry, type TimelineSource } from "./merge";

const entry = (kind: TimelineKind, at: number, id: string): TimelineEntry => ({
  kind,
  at,
  key: entryKey(kind, id),
  parts: [`${kind} ${id}`],
  href: `/${kind}/${id}`,
});
const newestFirst = (a: TimelineEntry, b: TimelineEntry) => compareNewer(b, a);

/** A source over a list, giving its newest `limit` older than the cursor, as the service's lists do. */
function listSource(kind: TimelineKind, entries: TimelineEntry[]): TimelineSource & { reads: number } {
  const sorted = [...entries].sort(newestFirst);
  const s = {
    kind,
    reads: 0,
    read: async ({ before, limit }: { before?: TimelineCursor; limit: number }) => {
      s.reads++;
      return { entries: sorted.filter((e) => isOlder(e, before)).slice(0, limit) };
    },
  };
  return s;
}

const describeError = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every page from the newest, the cursor going through the URL's form each time. */
async function allPages(sources: TimelineSource[], limit: number) {
  const pages: TimelineEntry[][] = [];
  let before: TimelineCursor | undefined;
  for (let i = 0; i < 1000; i++) {
    const page = await mergeTimeline(sources, { before, limit, describeError });
    pages.push(page.entries);
    if (!page.next) return pages;
    before = decodeCursor(encodeCursor(page.next));
    expect(before).toEqual(page.next);
  }
  throw new Error("the timeline never ended");
}

describe("mergeTimeline", () => {
  it("takes the newest entries of every source, newest first", async () => {
    const messages = listSource("message", [entry("message", 100, "1"), entry("message", 300, "2")]);
    const calls = listSource("call", [entry("call", 200, "c1"), entry("call", 50, "c2")]);
    const page = await mergeTimeline([messages, calls], { limit: 3, describeError });
    expect(page.entries.map((e) => e.key)).toEqual([
      entryKey("message", "2"),
      "call:c1",
      entryKey("message", "1"),
    ]);
    expect(page.next).toEqual({ at: 100, key: entryKey("message", "1") });
    expect(page.failures).toEqual([]);
  });

  it("orders entries of one second by kind and id, ids of digits as numbers", async () => {
    const messages = listSource("message", [entry("message", 10, "9"), entry("message", 10, "10")]);
    const calls = listSource("call", [entry("call", 10, "a")]);
    const blocks = listSource("block", [entry("block", 10, "z")]);
    const page = await mergeTimeline([messages, calls, blocks], { limit: 10, describeError });
    expect(page.entries.map((e) => e.key)).toEqual([
      entryKey("message", "10"),
      entryKey("message", "9"),
      "call:a",
      "block:z",
    ]);
    expect(page.next).toBeUndefined();
  });

  it("pages through every entry once, ties split across pages included", async () => {
    const kinds: TimelineKind[] = ["message", "call", "group", "audit"];
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const sources = kinds.map((kind) =>
      // Few distinct seconds, so many entries share one.
      listSource(
        kind,
        Array.from({ length: 40 + rand(30) }, (_, i) => entry(kind, 1000 + rand(12), String(i))),
      ),
    );
    const expected = sources.flatMap((s) => s.read({ limit: 1000 })).map(async (p) => (await p).entries);
    const all = (await Promise.all(expected)).flat().sort(newestFirst);
    for (const limit of [1, 7, 25]) {
      const pages = await allPages(sources, limit);
      const seen = pages.flat();
      expect(seen.map((e) => e.key + e.at)).toEqual(all.map((e) => e.key + e.at));
      expect(new Set(seen.map((e) => e.key)).size).toBe(seen.length);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
  });

  it("reads only the kinds it is given", async () => {
    const messages = listSource("message", [entry("message", 5, "1")]);
    const calls = listSource("call", [entry("call", 6, "c")]);
    const page = await mergeTimeline([calls], { limit: 5, describeError });
    expect(page.entries.map((e) => e.kind)).toEqual(["call"]);
    expect(messages.reads).toBe(0);
  });

  it("reports a failing source and still shows the others", async () => {
    const calls = listSource("call", [entry("call", 6, "c")]);
    const failing: TimelineSource = {
      kind: "notification",
      read: async () => {
        throw new Error("the log is unreachable");
      },
    };
    const page = await mergeTimeline([failing, calls], { limit: 5, describeError });
    expect(page.entries.map((e) => e.key)).toEqual(["call:c"]);
    expect(page.failures).toEqual([{ kind: "notification", message: "the log is unreachable" }]);
  });

  it("keeps what a source gives past the cursor or past the limit out of the page", async () => {
    const sloppy: TimelineSource = {
      kind: "block",
      read: async () => ({
        entries: [entry("block", 1, "a"), entry("block", 50, "b"), entry("block", 40, "c")],
      }),
    };
    const page = await mergeTimeline([sloppy], {
      before: { at: 45, key: "block:x" },
      limit: 1,
      describeError,
    });
    expect(page.entries.map((e) => e.key)).toEqual(["block:c"]);
  });

  it("stops a page where a source stopped reading, and goes on from there without loss", async () => {
    // A sparse source read in batches of 3 rows, at most 2 batches a read: most rows are not the user's. Like
    // the service's lists, it starts reading at the cursor's time.
    const rows = Array.from({ length: 30 }, (_, i) => ({ at: 100 - i, id: String(i), mine: i % 10 === 0 }));
    const sparse: TimelineSource = {
      kind: "group",
      read: ({ before, limit }) =>
        scanSource({
          start: Math.max(
            0,
            rows.findIndex((r) => !before || r.at <= before.at),
          ),
          read: async (from: number) => ({
            rows: rows.slice(from, from + 3),
            next: from + 3 < rows.length ? from + 3 : undefined,
          }),
          position: (r) => ({ at: r.at, key: entryKey("group", r.id) }),
          entry: (r, p) => (r.mine ? { ...p, kind: "group", parts: [], href: "/groups/g" } : undefined),
          before,
          limit,
          maxReads: 2,
        }),
    };
    const calls = listSource(
      "call",
      Array.from({ length: 10 }, (_, i) => entry("call", 95 - i * 5, `c${i}`)),
    );
    const first = await mergeTimeline([sparse, calls], { limit: 5, describeError });
    // The sparse source read rows 100..95 and found one of the user's: the call at 95 sorts after its last row.
    expect(first.entries.map((e) => e.at)).toEqual([100]);
    expect(first.next).toEqual({ at: 95, key: entryKey("group", "5") });
    const pages = await allPages([sparse, calls], 5);
    const seen = pages.flat().map((e) => e.key);
    // Every one of the user's rows and every call, once, in order (a group row sorts before a call of its second).
    expect(seen).toEqual([
      entryKey("group", "0"),
      "call:c0",
      entryKey("group", "10"),
      "call:c1",
      "call:c2",
      entryKey("group", "20"),
      ...["c3", "c4", "c5", "c6", "c7", "c8", "c9"].map((c) => `call:${c}`),
    ]);
  });

  it("keeps where a numbered source got to, and starts its next read there", async () => {
    const list = Array.from({ length: 12 }, (_, i) =>
      entry("call", 100 - i, `c${String(i).padStart(2, "0")}`),
    );
    const offsetsAsked: (number | undefined)[] = [];
    const paged: TimelineSource = {
      kind: "call",
      read: async ({ before, limit, offset = 0 }) => {
        offsetsAsked.push(offset);
        const entries = list
          .map((e, i) => ({ ...e, offset: i }))
          .slice(offset)
          .filter((e) => isOlder(e, before))
          .slice(0, limit);
        return { entries, offset: entries[0]?.offset ?? list.length };
      },
    };
    const messages = listSource("message", [entry("message", 97, "1"), entry("message", 91, "2")]);
    const pages = await allPages([paged, messages], 5);
    expect(pages.flat().length).toBe(14);
    // Page 1 takes calls 0..3 (and a message), page 2 calls 4..8, page 3 the rest.
    expect(offsetsAsked).toEqual([0, 4, 9]);
  });
});

describe("scanSource", () => {
  it("fails rather than call a source complete when it never reached the cursor", async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ at: 100 - i, id: String(i) }));
    const read = scanSource({
      start: 0,
      read: async (from: number) => ({ rows: rows.slice(from, from + 2), next: from + 2 }),
      position: (r) => ({ at: r.at, key: entryKey("group", r.id) }),
      entry: (_r, p) => ({ ...p, kind: "group" as const, parts: [], href: "/groups/g" }),
      before: { at: 50, key: "group:x" },
      limit: 5,
      maxReads: 2,
    });
    await expect(read).rejects.toThrow(/stopped before the cursor/);
  });
});

describe("timeline cursors", () => {
  it("reads back what it wrote and refuses anything else", () => {
    const c: TimelineCursor = {
      at: 1_700_000_000,
      key: "call:v1.us.app.1700000000ab",
      offsets: { call: 40 },
    };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor("not a cursor!")).toBeUndefined();
    expect(decodeCursor(encodeCursor(c).slice(0, 10))).toBeUndefined();
    const wrong = btoa(JSON.stringify({ at: "soon", key: "x" })).replace(/=+$/, "");
    expect(decodeCursor(wrong)).toBeUndefined();
  });
});
