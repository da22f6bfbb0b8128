import { describe, expect, it } from "vitest";
import { listBannedQuery, listMembersQuery } from "@/lib/inputs/chat-groups-query";
import { loadGroupDetailSearchParams, toBannedParams, toMembersParams } from "./search-params";

const fromUrl = (qs: string) => loadGroupDetailSearchParams(new URLSearchParams(qs));

describe("a group page's two lists in one URL", () => {
  it("start both on their first page of 25, every scope", () => {
    const url = fromUrl("");
    expect(toMembersParams("g1", url)).toEqual({ guid: "g1", page: 1, perPage: 25 });
    expect(toBannedParams("g1", url)).toEqual({ guid: "g1", page: 1, perPage: 25 });
  });

  it("page each list by its own keys, and send the members' scope as a list of one", () => {
    const url = fromUrl("membersPage=3&membersPerPage=50&bannedPage=2&bannedPerPage=10&scope=moderator");
    const members = toMembersParams("g1", url);
    expect(members).toEqual({ guid: "g1", page: 3, perPage: 50, scopes: ["moderator"] });
    expect(toBannedParams("g1", url)).toEqual({ guid: "g1", page: 2, perPage: 10 });
    // What the page builds is what the actions and the exports accept.
    expect(listMembersQuery.parse(members)).toEqual(members);
    expect(listBannedQuery.parse(toBannedParams("g1", url))).toEqual(toBannedParams("g1", url));
  });

  it("drop what the URL cannot hold and bring sizes within 1..1000", () => {
    const url = fromUrl("membersPage=0&membersPerPage=5000&bannedPage=x&bannedPerPage=-3&scope=owner&page=7");
    expect(toMembersParams("g1", url)).toEqual({ guid: "g1", page: 1, perPage: 1000 });
    expect(toBannedParams("g1", url)).toEqual({ guid: "g1", page: 1, perPage: 1 });
  });

  it("refuse a scope the service does not have, or a size past 1000", () => {
    expect(listMembersQuery.safeParse({ guid: "g", scopes: ["owner"] }).success).toBe(false);
    expect(listMembersQuery.safeParse({ guid: "g", perPage: 1001 }).success).toBe(false);
    expect(listBannedQuery.safeParse({ guid: "g", page: 0 }).success).toBe(false);
  });
});
