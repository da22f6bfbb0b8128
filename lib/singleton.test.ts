import { describe, expect, it, vi } from "vitest";
import { existingSingleton, oneRunPerKey, singleton, singletonPromise } from "./singleton";

describe("singleton", () => {
  it("makes the value once per process, shared through globalThis by key", () => {
    const create = vi.fn(() => ({ n: 1 }));
    const a = singleton("test.once", create);
    const b = singleton("test.once", create);
    expect(b).toBe(a);
    expect(create).toHaveBeenCalledOnce();
    expect(existingSingleton("test.once")).toBe(a);
    expect(existingSingleton("test.never-made")).toBeUndefined();
  });

  it("forgets a promise that rejected, so the next call tries again", async () => {
    let attempt = 0;
    const create = () => (++attempt === 1 ? Promise.reject(new Error("down")) : Promise.resolve(attempt));
    await expect(singletonPromise("test.retry", create)).rejects.toThrow("down");
    await Promise.resolve();
    expect(existingSingleton("test.retry")).toBeUndefined();
    const second = singletonPromise("test.retry", create);
    expect(await second).toBe(2);
    expect(singletonPromise("test.retry", create)).toBe(second);
    expect(attempt).toBe(2);
  });

  it("runs one task per key at a time, and frees the key once it settles", async () => {
    const runs = oneRunPerKey<number>("test.runs");
    let release = () => {};
    const start = vi.fn(() => new Promise<number>((r) => (release = () => r(1))));
    const first = runs.run(["owner", "app"], start);
    expect(runs.run(["owner", "app"], start)).toBe(first);
    expect(runs.isRunning("owner", "app")).toBe(true);
    expect(runs.isRunning("owner", "other")).toBe(false);
    release();
    expect(await first).toBe(1);
    expect(runs.isRunning("owner", "app")).toBe(false);
    expect(start).toHaveBeenCalledOnce();
  });
});
