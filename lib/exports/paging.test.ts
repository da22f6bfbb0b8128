import { describe, expect, it } from "vitest";
import { byCursor, byPageNumber } from "./paging";

async function collect<T>(pages: AsyncIterable<{ rows: readonly T[]; total?: number }>) {
  const out: { rows: readonly T[]; total?: number }[] = [];
  for await (const p of pages) out.push(p);
  return out;
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("byPageNumber", () => {
  it("reads pages until the first page's total is reached, each page once", async () => {
    const asked: number[] = [];
    const all = numbers(7);
    const pages = await collect(
      byPageNumber(async (page) => {
        asked.push(page);
        return { rows: all.slice((page - 1) * 3, page * 3), total: all.length, perPage: 3 };
      }),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(pages.flatMap((p) => p.rows)).toEqual(all);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
  });

  it("stops at the first page's total even when rows were added meanwhile (the total grew)", async () => {
    let total = 4;
    const asked: number[] = [];
    await collect(
      byPageNumber(async (page) => {
        asked.push(page);
        const now = total;
        total += 10;
        return { rows: numbers(2), total: now, perPage: 2 };
      }),
    );
    expect(asked).toEqual([1, 2]);
  });

  it("stops at a short page", async () => {
    const asked: number[] = [];
    await collect(
      byPageNumber(async (page) => {
        asked.push(page);
        return { rows: numbers(page === 2 ? 1 : 2), total: 100, perPage: 2 };
      }),
    );
    expect(asked).toEqual([1, 2]);
  });

  it("stops on an empty first page", async () => {
    const pages = await collect(byPageNumber(async () => ({ rows: [], total: 0, perPage: 100 })));
    expect(pages).toEqual([{ rows: [], total: 0 }]);
  });
});

describe("byCursor", () => {
  it("follows the cursor each page names until a page names none", async () => {
    const seen: (string | undefined)[] = [];
    const pages = await collect(
      byCursor<number, string>(async (cursor) => {
        seen.push(cursor);
        if (cursor === undefined) return { rows: [1, 2], next: "2" };
        if (cursor === "2") return { rows: [3, 4], next: "4" };
        return { rows: [5] };
      }),
    );
    expect(seen).toEqual([undefined, "2", "4"]);
    expect(pages.flatMap((p) => p.rows)).toEqual([1, 2, 3, 4, 5]);
  });
});
