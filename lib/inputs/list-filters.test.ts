import { parseAsStringLiteral } from "nuqs/server";
import { describe, expect, it } from "vitest";
import {
  defineListFilters,
  flag,
  int,
  mapped,
  oneOf,
  seconds,
  sendFilters,
  text,
  uid,
  yesNo,
} from "./list-filters";
import { filtersSchema, listQuerySchema } from "./list-query";

const list = defineListFilters(
  {
    kind: oneOf(["a", "b"] as const),
    done: yesNo(),
    mine: flag().as("onlyMine"),
    count: int(0, 10),
    at: seconds(),
    search: text(20).as("searchKey"),
    owner: uid(),
  },
  { perPage: 25, maxPerPage: 100, maxPage: 1000, sorts: ["name", "createdAt"] as const },
);
const schema = listQuerySchema(list);
const fromUrl = (qs: string) => list.toQuery(list.load(new URLSearchParams(qs)));

describe("defineListFilters", () => {
  it("reads each field from the URL into the query, under the query's names", () => {
    const q = fromUrl(
      "page=3&perPage=50&kind=b&done=false&mine=true&count=4&at=1763000000&search=%20ali%20&owner=bob&sortBy=name",
    );
    expect(q).toEqual({
      page: 3,
      perPage: 50,
      kind: "b",
      done: false,
      onlyMine: true,
      count: 4,
      at: 1763000000,
      searchKey: "ali",
      owner: "bob",
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(schema.parse(q)).toEqual(q);
  });

  it("drops values the URL cannot hold rather than filtering on them", () => {
    expect(fromUrl("kind=c&done=maybe&mine=yes&count=x&search=%20%20&sortBy=age&sortOrder=up")).toEqual({
      page: 1,
      perPage: 25,
    });
  });

  it("brings page and size within the list's bounds", () => {
    expect(fromUrl("page=0&perPage=0")).toMatchObject({ page: 1, perPage: 1 });
    expect(fromUrl("page=5000&perPage=5000")).toMatchObject({ page: 1000, perPage: 100 });
    expect(fromUrl("page=-2&perPage=-9")).toMatchObject({ page: 1, perPage: 1 });
  });

  it("serialises a state back to the same URL, leaving defaults out", () => {
    const url = list.serialize("/x", { page: 1, kind: "a", done: false, mine: true, count: 0, at: 5 });
    expect(url).toBe("/x?kind=a&done=false&mine=true&count=0&at=5");
    expect(fromUrl(url.split("?")[1] ?? "")).toEqual({
      page: 1,
      perPage: 25,
      kind: "a",
      done: false,
      onlyMine: true,
      count: 0,
      at: 5,
    });
  });

  it("names the filters a clear resets: the fields, not page, size or order", () => {
    expect(list.keys).toEqual(["kind", "done", "mine", "count", "at", "search", "owner"]);
  });

  it("sends a mapped field's query value", () => {
    const fields = {
      attachments: mapped(list.parsers.kind, { kind: "boolean" }, (v) => (v ? v === "a" : undefined)).as(
        "hasA",
      ),
    };
    expect(sendFilters(fields, { attachments: "a" })).toEqual({ hasA: true });
    expect(sendFilters(fields, { attachments: "b" })).toEqual({ hasA: false });
    expect(sendFilters(fields, { attachments: null })).toEqual({});
    expect(filtersSchema(fields).safeParse({ hasA: "yes" }).success).toBe(false);
  });
});

describe("lists sharing one URL", () => {
  const SCOPES = ["admin", "member"] as const;
  const members = defineListFilters(
    {
      scope: mapped(
        parseAsStringLiteral(SCOPES),
        { kind: "list", of: { kind: "enum", values: SCOPES } },
        (v) => (v ? [v] : undefined),
      ).as("scopes"),
    },
    { perPage: 25, maxPerPage: 100, prefix: "members" },
  );
  const banned = defineListFilters({}, { perPage: 10, maxPerPage: 50, prefix: "banned" });
  const url = new URLSearchParams("membersPage=3&membersPerPage=500&bannedPage=0&scope=admin&page=9");

  it("read each list's page and size from its own keys, sent as page and perPage", () => {
    expect(members.toQuery(members.load(url))).toEqual({ page: 3, perPage: 100, scopes: ["admin"] });
    expect(banned.toQuery(banned.load(url))).toEqual({ page: 1, perPage: 10 });
    expect(members.pageKeys).toEqual({ page: "membersPage", perPage: "membersPerPage" });
    expect(banned.pageKeys).toEqual({ page: "bannedPage", perPage: "bannedPerPage" });
    expect(Object.keys(members.parsers)).toEqual(["membersPage", "membersPerPage", "scope"]);
    expect(members.keys).toEqual(["scope"]);
  });

  it("write each list's page under its own keys, leaving defaults out", () => {
    expect(members.serialize("/g", { membersPage: 2, membersPerPage: 25, scope: "member" })).toBe(
      "/g?membersPage=2&scope=member",
    );
  });

  it("check a list field's every value by its item's rule", () => {
    const schema = listQuerySchema(members);
    expect(schema.parse({ scopes: ["admin", "member"] })).toEqual({
      page: 1,
      perPage: 25,
      scopes: ["admin", "member"],
    });
    for (const bad of [{ scopes: ["owner"] }, { scopes: "admin" }, { scopes: [1] }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    // The action's query says page and perPage: the URL's prefixed keys are not among its keys.
    expect(Object.keys(schema.shape).sort()).toEqual(["page", "perPage", "scopes"]);
  });

  it("name the unprefixed keys page and perPage", () => {
    expect(list.pageKeys).toEqual({ page: "page", perPage: "perPage" });
  });
});

describe("listQuerySchema", () => {
  it("defaults page and size and bounds them as the list does", () => {
    expect(schema.parse({})).toEqual({ page: 1, perPage: 25 });
    for (const bad of [{ page: 0 }, { page: 1001 }, { perPage: 0 }, { perPage: 101 }, { page: 1.5 }]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(schema.parse({ page: 1000, perPage: 100 })).toEqual({ page: 1000, perPage: 100 });
  });

  it("checks each filter by its rule", () => {
    const bad = [
      { kind: "c" },
      { done: "true" },
      { onlyMine: 1 },
      { count: -1 },
      { count: 11 },
      { at: 10_000_000_000 },
      { searchKey: "x".repeat(21) },
      { searchKey: "  " },
      { owner: "no spaces" },
      { sortBy: "age" },
      { sortOrder: "up" },
    ];
    for (const q of bad) expect(schema.safeParse(q).success, JSON.stringify(q)).toBe(false);
    expect(schema.parse({ searchKey: " ali ", count: 10, at: 9_999_999_999 })).toEqual({
      page: 1,
      perPage: 25,
      searchKey: "ali",
      count: 10,
      at: 9_999_999_999,
    });
  });

  it("keeps a field's own message", () => {
    const s = listQuerySchema(
      defineListFilters(
        { q: text(5, { message: "too long" }), n: oneOf(["x"] as const, "pick x") },
        { perPage: 10, maxPerPage: 10 },
      ),
    );
    expect(s.safeParse({ q: "abcdef", n: "y" }).error?.issues.map((i) => i.message)).toEqual([
      "too long",
      "pick x",
    ]);
  });

  it("takes page and size written in text only when the list says so", () => {
    const paging = { perPage: 50, maxPerPage: 1000 };
    const strict = listQuerySchema(defineListFilters({}, paging));
    const lenient = listQuerySchema(defineListFilters({}, { ...paging, numericText: true }));
    expect(strict.safeParse({ page: "2", perPage: "100" }).success).toBe(false);
    expect(lenient.parse({ page: "2", perPage: "100" })).toEqual({ page: 2, perPage: 100 });
    expect(lenient.parse({})).toEqual({ page: 1, perPage: 50 });
    for (const bad of [{ page: "0" }, { page: "x" }, { perPage: "1001" }, { page: "1.5" }]) {
      expect(lenient.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("takes no key the list does not define", () => {
    expect(Object.keys(schema.shape).sort()).toEqual(
      [
        "page",
        "perPage",
        "kind",
        "done",
        "onlyMine",
        "count",
        "at",
        "searchKey",
        "owner",
        "sortBy",
        "sortOrder",
      ].sort(),
    );
  });
});
