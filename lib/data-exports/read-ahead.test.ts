import { describe, expect, it } from "vitest";
import { mapAhead, readAhead } from "./read-ahead";

/** A source of `n` items that logs when each read starts and ends, and whether it was ended early. */
function logged(n: number, failAt?: number) {
  const log: string[] = [];
  async function* source() {
    try {
      for (let i = 0; i < n; i++) {
        log.push(`read ${i}`);
        await new Promise((r) => setTimeout(r, 1));
        if (i === failAt) throw new Error(`read ${i} failed`);
        yield i;
      }
    } finally {
      log.push("source ended");
    }
  }
  return { log, source: source() };
}

describe("readAhead", () => {
  it("keeps the order and reads the next item while the consumer works on the current one", async () => {
    const { log, source } = logged(3);
    const seen: number[] = [];
    for await (const item of readAhead(source)) {
      log.push(`write ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([0, 1, 2]);
    // Each read after the first starts before the item before it is written.
    expect(log.indexOf("read 1")).toBeLessThan(log.indexOf("write 0"));
    expect(log.indexOf("read 2")).toBeLessThan(log.indexOf("write 1"));
    expect(log.at(-1)).toBe("write 2");
  });

  it("ends the source when the consumer stops early", async () => {
    const { log, source } = logged(10);
    for await (const item of readAhead(source)) {
      if (item === 1) break;
    }
    expect(log).toContain("source ended");
    expect(log.filter((l) => l.startsWith("read "))).toEqual(["read 0", "read 1", "read 2"]);
  });

  it("throws a failed read where its item would have come, after the items before it", async () => {
    const { source } = logged(5, 2);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(source)) seen.push(item);
      })(),
    ).rejects.toThrow("read 2 failed");
    expect(seen).toEqual([0, 1]);
  });

  it("leaves no unhandled rejection when the consumer is abandoned with a failing read under way", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { source } = logged(5, 1);
      const it = readAhead(source)[Symbol.asyncIterator]();
      expect((await it.next()).value).toBe(0);
      // The consumer goes away without asking for more; the read of item 1 fails meanwhile.
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

describe("mapAhead", () => {
  it("keeps at most `limit` reads under way and yields the results in the items' order", async () => {
    let running = 0;
    let most = 0;
    // Later items answer sooner, so an order kept by arrival would come out reversed.
    const read = async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 10 - n));
      running -= 1;
      return n * 10;
    };
    const seen: number[] = [];
    for await (const r of mapAhead([0, 1, 2, 3, 4, 5, 6, 7], 3, read)) seen.push(r);
    expect(seen).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
  });

  it("throws a failed read in its place and starts nothing past the window once the consumer stops", async () => {
    const asked: number[] = [];
    const read = async (n: number) => {
      asked.push(n);
      if (n === 1) throw new Error("read 1 failed");
      return n;
    };
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const r of mapAhead([0, 1, 2, 3, 4, 5], 2, read)) seen.push(r);
      })(),
    ).rejects.toThrow("read 1 failed");
    expect(seen).toEqual([0]);
    expect(asked).toEqual([0, 1, 2]);
  });
});
