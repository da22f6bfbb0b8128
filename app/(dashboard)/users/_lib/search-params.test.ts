import { describe, expect, it } from "vitest";
import { listUsersQuery, userFilters } from "@/lib/inputs/users-query";
import { loadUsersSearchParams } from "./search-params";

const fromUrl = (qs: string) => userFilters.toQuery(loadUsersSearchParams(new URLSearchParams(qs)));

describe("users URL state", () => {
  it("maps search, status, role and the deactivated toggle to the service's filters", () => {
    expect(fromUrl("")).toEqual({ page: 1, perPage: 25 });
    const p = fromUrl("search=%20ali&status=offline&role=premium&deactivated=true&page=3");
    expect(p).toEqual({
      page: 3,
      perPage: 25,
      searchKey: "ali",
      status: "offline",
      role: "premium",
      withDeactivated: true,
    });
    expect(listUsersQuery.safeParse(p).success).toBe(true);
    expect(fromUrl("deactivated=false&status=online&role=%20")).toEqual({ page: 1, perPage: 25 });
  });

  it("maps the last-active days and the order to the service's parameters", () => {
    const p = fromUrl("lastActiveBefore=1710028800&lastActiveAfter=1709251199&sortBy=lastActiveAt&page=2");
    expect(p).toEqual({
      page: 2,
      perPage: 25,
      lastActiveBefore: 1_710_028_800,
      lastActiveAfter: 1_709_251_199,
      sortBy: "lastActiveAt",
      sortOrder: "asc",
    });
    expect(listUsersQuery.safeParse(p).success).toBe(true);
    expect(fromUrl("sortBy=name&sortOrder=desc")).toEqual({
      page: 1,
      perPage: 25,
      sortBy: "name",
      sortOrder: "desc",
    });
    // An order the service does not sort by, or a direction alone, is no order.
    expect(fromUrl("sortBy=status&sortOrder=desc")).toEqual({ page: 1, perPage: 25 });
    expect(fromUrl("lastActiveBefore=soon")).toEqual({ page: 1, perPage: 25 });
  });
});
