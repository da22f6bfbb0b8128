import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

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
