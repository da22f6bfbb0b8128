import { describe, expect, it } from "vitest";
import { listUsersQuery } from "@/lib/api/users-query";
import { loadUsersSearchParams, toUsersParams } from "./search-params";

const fromUrl = (qs: string) => toUsersParams(loadUsersSearchParams(new URLSearchParams(qs)));

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
});
