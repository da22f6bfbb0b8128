import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "@/lib/receiver/events";
import { type EventStreamOptions, eventStream } from "./event-stream";

const event = (id: string, appId = "app1"): StoredEvent => ({
  id,
  endpointId: "ep_1",
  appId,
  trigger: "message_sent",
  family: "messages",
  dedupeKey: id,
  payload: { trigger: "message_sent", data: {} },
  headers: {},
  receivedAt: 1,
  attempt: null,
});

function feed(opts: Pick<EventStreamOptions, "lastEventId" | "eventsAfter" | "latestEventId">) {
  const hub: { live: (e: StoredEvent) => void } = { live: () => {} };
  const body = eventStream({
    appId: "app1",
    filters: {},
    subscribe: async (l) => {
      hub.live = l;
      return () => {};
    },
    signal: new AbortController().signal,
    ...opts,
  });
  return { reader: body.getReader(), live: (e: StoredEvent) => hub.live(e) };
}

async function ids(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<string[]> {
  const decoder = new TextDecoder();
  let text = "";
  const found = () =>
    [...text.matchAll(/^id: (\d+)\n(event: stored)?/gm)].map((m) => (m[2] ? (m[1] ?? "") : `bare ${m[1]}`));
  while (found().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return found();
}

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

  it("after a drop, replays what was stored since the last id, oldest first, then the waiting live ones it did not send", async () => {
    let release: () => void = () => {};
    const asked: string[] = [];
    const { reader, live } = feed({
      lastEventId: "10",
      eventsAfter: async (after) => {
        asked.push(`>${after}`);
        // Two deliveries land while the store is read: 13 is also in the answer, 14 is not.
        live(event("13"));
        live(event("14"));
        await new Promise<void>((r) => {
          release = r;
        });
        return { events: [event("13"), event("12"), event("11")], more: false };
      },
      latestEventId: async () => {
        throw new Error("a resumed feed does not ask for the newest id");
      },
    });
    await vi.waitFor(() => expect(asked).toEqual([">10"]));
    release();
    expect(await ids(reader, 4)).toEqual(["11", "12", "13", "14"]);
    live(event("15", "another-app"));
    live(event("16"));
    expect(await ids(reader, 1)).toEqual(["16"]);
    await reader.cancel();
  });

  it("a fresh feed starts from the newest stored id, so a drop before any event still resumes", async () => {
    const { reader } = feed({
      eventsAfter: async () => {
        throw new Error("nothing to replay without a last id");
      },
      latestEventId: async () => "42",
    });
    expect(await ids(reader, 1)).toEqual(["bare 42"]);
    await reader.cancel();
  });

  it("goes live when the store cannot be read for the catch-up", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { reader, live } = feed({
      lastEventId: "5",
      eventsAfter: async () => {
        throw new Error("store down");
      },
    });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    live(event("6"));
    expect(await ids(reader, 1)).toEqual(["6"]);
    error.mockRestore();
    await reader.cancel();
  });

  it("says so before the replay when more was missed than one page holds", async () => {
    const { reader } = feed({
      lastEventId: "1",
      eventsAfter: async () => ({ events: [event("300"), event("299")], more: true }),
    });
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes("id: 300")) text += decoder.decode((await reader.read()).value);
    expect(text.indexOf("event: gap\n")).toBeGreaterThan(-1);
    expect(text.indexOf("event: gap\n")).toBeLessThan(text.indexOf("id: 299\n"));
    expect(text.indexOf("id: 299\n")).toBeLessThan(text.indexOf("id: 300\n"));
    await reader.cancel();
  });
});
