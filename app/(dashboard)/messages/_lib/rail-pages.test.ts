import { describe, expect, it } from "vitest";
import type { Conversation } from "@/lib/schemas/conversations";
import { textMessage } from "@/test/message-fixture";
import { firstQuietPage, mergeRail, needsNextPage, quietTotal, railQueries } from "./rail-pages";

const row = (id: string, at: number, last = at): Conversation => ({
  conversationId: id,
  conversationType: id.startsWith("group_") ? "group" : "user",
  unreadMessageCount: "0",
  createdAt: at,
  updatedAt: at,
  lastMessage: textMessage({ id: String(last), conversationId: id }),
  conversationWith: { uid: id, name: id, role: "default", status: "offline" },
});
const ids = (rows: Conversation[]) => rows.map((c) => c.conversationId);
const base = { page: 1, perPage: 25 };
const recent = (at: number) => ({ at, quiet: false });
const quiet = (at: number) => ({ at, quiet: true });

describe("railQueries", () => {
  it("asks for one list without tags, and with tags for each kind apart with its own kind's tags", () => {
    expect(railQueries(base, "all", [])).toEqual([base]);
    expect(railQueries(base, "group", [])).toEqual([{ ...base, conversationType: "group" }]);
    expect(railQueries(base, "user", ["vip"])).toEqual([
      { ...base, conversationType: "user", userTags: ["vip"] },
    ]);
    expect(railQueries(base, "all", ["vip", "team"])).toEqual([
      { ...base, conversationType: "user", userTags: ["vip", "team"] },
      { ...base, conversationType: "group", groupTags: ["vip", "team"] },
    ]);
  });

  it("asks with the URL's tags as the picker takes them: trimmed, none blank or too long, once, 25 at most", () => {
    const many = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(railQueries(base, "group", [" vip ", "", "vip", "x".repeat(101), ...many])).toEqual([
      { ...base, conversationType: "group", groupTags: ["vip", ...many.slice(0, 24)] },
    ]);
    expect(railQueries(base, "all", [" "])).toEqual([base]);
  });
});

describe("mergeRail", () => {
  it("keeps one list's order, cut at the cutoff", () => {
    const rows = [row("a_user_b", 50), row("a_user_c", 40), row("a_user_d", 30)];
    expect(ids(mergeRail([{ rows, more: true }]))).toEqual(["a_user_b", "a_user_c", "a_user_d"]);
    expect(ids(mergeRail([{ rows, more: false }], recent(40)))).toEqual(["a_user_b", "a_user_c"]);
  });

  it("merges two lists newest first, down to where each one with more pages has been read", () => {
    const pairs = { rows: [row("a_user_b", 50), row("a_user_c", 30)], more: true };
    const groups = { rows: [row("group_g", 60), row("group_h", 40), row("group_i", 20)], more: false };
    // The pairs' next page may hold one newer than 20: group_i waits for it.
    expect(ids(mergeRail([pairs, groups]))).toEqual(["group_g", "a_user_b", "group_h", "a_user_c"]);
    expect(ids(mergeRail([{ ...pairs, more: false }, groups]))).toEqual([
      "group_g",
      "a_user_b",
      "group_h",
      "a_user_c",
      "group_i",
    ]);
    expect(ids(mergeRail([{ ...pairs, more: false }, groups], recent(35)))).toEqual([
      "group_g",
      "a_user_b",
      "group_h",
    ]);
  });

  it("breaks a tie by the later last message, and shows a conversation a later page repeats once", () => {
    const pairs = { rows: [row("a_user_b", 50, 7), row("a_user_b", 50, 7)], more: false };
    const groups = { rows: [row("group_g", 50, 9)], more: false };
    expect(ids(mergeRail([pairs, groups]))).toEqual(["group_g", "a_user_b"]);
  });
});

describe("needsNextPage", () => {
  it("reads on while the last row is within the cutoff, and never past the list's end", () => {
    const rows = [row("a_user_b", 50), row("a_user_c", 40)];
    expect(needsNextPage(rows, true)).toBe(true);
    expect(needsNextPage(rows, true, recent(40))).toBe(true);
    expect(needsNextPage(rows, true, recent(41))).toBe(false);
    expect(needsNextPage(rows, false, recent(10))).toBe(false);
  });
});

describe("a quiet cut", () => {
  it("keeps the rows before the cut, and reads on to the list's end", () => {
    const rows = [row("a_user_b", 50), row("a_user_c", 40), row("a_user_d", 30)];
    expect(ids(mergeRail([{ rows, more: false }], quiet(40)))).toEqual(["a_user_d"]);
    expect(needsNextPage(rows, true, quiet(60))).toBe(true);
    expect(needsNextPage(rows, false, quiet(60))).toBe(false);
  });

  // 103 conversations a minute apart, newest first, read 10 to a page as the service pages them.
  const list = Array.from({ length: 103 }, (_, i) => row(`a_user_u${i}`, 10_000 - 60 * i));
  const pageOf = (read: number[]) => async (page: number) => {
    read.push(page);
    return {
      data: list.slice((page - 1) * 10, page * 10),
      meta: { pagination: { total: 103, count: 10, per_page: 10, current_page: page, total_pages: 11 } },
    };
  };

  it("finds the page the cut falls on by halving, reading a few pages and not the list", async () => {
    for (const [quietFrom, page] of [
      [0, 1],
      [9, 1],
      [10, 2],
      [57, 6],
      [100, 11],
      [102, 11],
    ] as const) {
      const read: number[] = [];
      // Quiet from row `quietFrom` on: the cut falls just after the row before it.
      const at = 10_000 - 60 * quietFrom + 1;
      const first = await firstQuietPage(at, pageOf(read));
      expect(first.meta.pagination.current_page, `quiet from row ${quietFrom}`).toBe(page);
      expect(read.length).toBeLessThanOrEqual(6);
      expect(quietTotal(first, at)).toBe(103 - quietFrom);
    }
  });

  it("gives the last page, with nothing quiet in it, when no row is quiet", async () => {
    const read: number[] = [];
    const first = await firstQuietPage(0, pageOf(read));
    expect(first.meta.pagination.current_page).toBe(11);
    expect(quietTotal(first, 0)).toBe(0);
    expect(mergeRail([{ rows: first.data, more: false }], quiet(0))).toEqual([]);
  });
});
