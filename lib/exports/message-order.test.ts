import { describe, expect, it, vi } from "vitest";
import type { Message } from "../schemas/messages";
import { newestFirst, oldestFirst } from "./message-order";

// A conversation of 2,500 messages, ids 1..2500, one a second; pages as the service gives them (reference
// §2): oldest to newest within a page; `prepend` reads back from `id`/`sentAt` (else the newest), `append`
// forward from `id` (else the oldest).
type Q = { affix: "append" | "prepend"; id?: string; sentAt?: number; limit: number };
const ALL = Array.from({ length: 2500 }, (_, i) => ({ id: String(i + 1), sentAt: 1_790_000_000 + i }));

const service = vi.fn(async (q: Q) => {
  const at = q.id === undefined ? undefined : Number(q.id);
  if (q.affix === "prepend") {
    const before = ALL.filter((m) =>
      at !== undefined ? Number(m.id) < at : q.sentAt === undefined || m.sentAt < q.sentAt,
    );
    const rows = before.slice(-q.limit);
    const first = rows[0];
    return {
      rows,
      next: before.length > q.limit && first ? { affix: "prepend" as const, id: first.id } : undefined,
    };
  }
  const after = ALL.filter((m) =>
    at !== undefined ? Number(m.id) > at : q.sentAt === undefined || m.sentAt >= q.sentAt,
  );
  const rows = after.slice(0, q.limit);
  const last = rows.at(-1);
  return {
    rows,
    next: after.length > q.limit && last ? { affix: "append" as const, id: last.id } : undefined,
  };
});

async function ids(pages: AsyncIterable<{ rows: readonly { id: string }[] }>) {
  const out: number[] = [];
  for await (const p of pages) out.push(...p.rows.map((r) => Number(r.id)));
  return out;
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("newestFirst (the search list's order)", () => {
  it("gives a backward walk newest first throughout, not oldest first within each 1,000", async () => {
    expect(await ids(newestFirst({ affix: "prepend", limit: 1000 }, service))).toEqual(
      range(1, 2500).reverse(),
    );
  });

  it("starts where the list stands", async () => {
    expect(await ids(newestFirst({ affix: "prepend", id: "1201", limit: 1000 }, service))).toEqual(
      range(1, 1200).reverse(),
    );
  });
});

describe("oldestFirst (a conversation's and a thread's order)", () => {
  it("gives the whole conversation oldest first when the list stands at the newest", async () => {
    expect(await ids(oldestFirst({ affix: "prepend", limit: 1000 }, service))).toEqual(range(1, 2500));
  });

  it("gives what lies before the list's position, oldest first, and reads nothing past it", async () => {
    service.mockClear();
    expect(await ids(oldestFirst({ affix: "prepend", id: "1201", limit: 1000 }, service))).toEqual(
      range(1, 1200),
    );
    expect(service).toHaveBeenCalledTimes(2);
    expect(await ids(oldestFirst({ affix: "prepend", sentAt: 1_790_000_010, limit: 1000 }, service))).toEqual(
      range(1, 10),
    );
  });

  it("reads forward from the list's position as it is", async () => {
    expect(await ids(oldestFirst({ affix: "append", id: "2000", limit: 1000 }, service))).toEqual(
      range(2001, 2500),
    );
  });
});

const searchMessages = vi.fn(async (_conn: unknown, q: Q) => {
  const page = await service(q);
  return {
    data: page.rows as unknown as Message[],
    meta: { current: { limit: q.limit, count: page.rows.length }, next: page.next },
  };
});
const contracts = vi.fn();
vi.mock("../server/api/call", () => ({
  call: (conn: unknown, contract: { method: string; path: string }, input: { query: Q }) => {
    contracts(`${contract.method} ${contract.path}`);
    return searchMessages(conn, input.query);
  },
}));
vi.mock("../server/api/chat-messages", () => ({ listMessages: vi.fn() }));

describe("the message search export", () => {
  it("comes out newest first, as the list reads", async () => {
    const { messageSearchExport } = await import("./messages");
    const source = { conn: {} as never, appId: "app" };
    const pages = messageSearchExport.pages(source, messageSearchExport.schema.parse({ searchKey: "hello" }));
    const got = await ids(pages as AsyncIterable<{ rows: readonly { id: string }[] }>);
    expect(got).toEqual(range(1, 2500).reverse());
    expect(new Set(contracts.mock.calls.flat())).toEqual(new Set(["get /messages"]));
    expect(searchMessages.mock.calls[0]?.[1]).toMatchObject({
      searchKey: "hello",
      affix: "prepend",
      limit: 1000,
    });
  });
});
