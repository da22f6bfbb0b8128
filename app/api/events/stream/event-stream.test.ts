import { afterEach, describe, expect, it, vi } from "vitest";
import { eventStream } from "./event-stream";

afterEach(() => vi.useRealTimers());

describe("eventStream", () => {
  it("sends a heartbeat and stops it when the reader cancels", async () => {
    vi.useFakeTimers();
    let unsubscribed = false;
    const body = eventStream({
      appId: "app1",
      filters: {},
      subscribe: async () => () => {
        unsubscribed = true;
      },
      signal: new AbortController().signal,
      heartbeatMs: 1_000,
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain(": connected");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(decoder.decode((await reader.read()).value)).toBe(": heartbeat\n\n");
    await reader.cancel();
    expect(unsubscribed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
