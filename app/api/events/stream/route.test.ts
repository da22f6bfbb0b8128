import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "@/lib/receiver/events";

const mocks = vi.hoisted(() => ({
  admin: undefined as undefined | { id: string; email: string; name: string; role: "viewer" },
  listeners: new Set<(e: StoredEvent) => void>(),
  unsubscribed: 0,
  queries: [] as unknown[],
}));

vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    requireAdmin: async () => {
      if (!mocks.admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
      return mocks.admin;
    },
  };
});
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => ({ appId: "app1" }) }));
vi.mock("@/lib/receiver/service", () => ({
  latestEventId: async () => "2",
  listEvents: async (query: unknown) => {
    mocks.queries.push(query);
    return { events: [] };
  },
  subscribe: async (listener: (e: StoredEvent) => void) => {
    mocks.listeners.add(listener);
    return () => {
      mocks.listeners.delete(listener);
      mocks.unsubscribed++;
    };
  },
}));

const { GET } = await import("./route");

const event = (id: string, appId: string, trigger = "message_sent"): StoredEvent => ({
  id,
  endpointId: "ep_1",
  appId,
  trigger,
  family: trigger.startsWith("call_") ? "calls" : "messages",
  dedupeKey: id,
  payload: { trigger, data: {} },
  headers: {},
  receivedAt: 1,
  attempt: null,
});

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string) {
  let text = "";
  const decoder = new TextDecoder();
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

beforeEach(() => {
  mocks.admin = undefined;
  mocks.listeners.clear();
  mocks.unsubscribed = 0;
  mocks.queries = [];
});

describe("GET /api/events/stream", () => {
  it("answers 401 without a session and subscribes to nothing", async () => {
    const res = await GET(new Request("http://x/api/events/stream"));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(mocks.listeners.size).toBe(0);
  });

  it("streams the active app's events that pass the filters, and unsubscribes on abort", async () => {
    mocks.admin = { id: "a", email: "v@x", name: "V", role: "viewer" };
    const abort = new AbortController();
    const res = await GET(
      new Request("http://x/api/events/stream?family=messages", { signal: abort.signal }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader, ": connected")).toContain("retry: 3000");
    await vi.waitFor(() => expect(mocks.listeners.size).toBe(1));
    for (const l of mocks.listeners) {
      l(event("1", "other-app"));
      l(event("2", "app1", "call_started"));
      l(event("3", "app1"));
    }
    const text = await readUntil(reader, "event: stored\ndata:");
    // The newest stored id comes first (where a reconnect resumes), then the one event that passes.
    expect(text).toMatch(/^id: 2\n\nid: 3\nevent: stored\ndata: \{"id":"3"/);
    expect(text).not.toContain('"id":"1"');
    expect(text).not.toContain('"id":"2"');
    abort.abort();
    await vi.waitFor(() => expect(mocks.unsubscribed).toBe(1));
    expect(mocks.listeners.size).toBe(0);
  });

  it("replays from a reconnect's Last-Event-ID and ignores one that is not an event id", async () => {
    mocks.admin = { id: "a", email: "v@x", name: "V", role: "viewer" };
    for (const [header, expected] of [
      [
        "7",
        [
          {
            appId: "app1",
            trigger: undefined,
            family: undefined,
            text: undefined,
            after: "7",
            afterSlackSeconds: 5,
            limit: 200,
          },
        ],
      ],
      ["7 or 1=1", []],
    ] as const) {
      mocks.queries = [];
      const abort = new AbortController();
      const res = await GET(
        new Request("http://x/api/events/stream", {
          signal: abort.signal,
          headers: { "last-event-id": header },
        }),
      );
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const text = await readUntil(reader, expected.length ? ": connected" : "id: 2");
      expect(text).toContain("retry: 3000");
      await vi.waitFor(() => expect(mocks.queries).toEqual(expected));
      // A header that is no event id starts a fresh feed: the newest id, no replay asked for.
      if (!expected.length) expect(text).toContain("id: 2\n\n");
      expect(mocks.queries).toEqual(expected);
      abort.abort();
    }
  });
});
