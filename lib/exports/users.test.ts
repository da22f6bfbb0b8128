import { describe, expect, it } from "vitest";
import type { User } from "../schemas/users";
import { groupBannedExport, groupMembersExport } from "./group-members";
import { groupsExport } from "./groups";
import { usersExport } from "./users";

const user: User = { uid: "ada", name: "Ada", role: "default", status: "offline", createdAt: 1_790_000_000 };

describe("users export", () => {
  it("shows deactivated users as such, and a missing time as an empty cell", () => {
    const cells = (u: User) => Object.values(usersExport.columns).map((c) => c.value(u));
    expect(cells(user)).toEqual(["ada", "Ada", "default", "offline", "2026-09-21T14:13:20.000Z", ""]);
    expect(usersExport.columns.status?.value({ ...user, deactivatedAt: 1_790_000_100 })).toBe("deactivated");
  });

  it("reads the list's filter whole, so an export or a bulk job's 'all matching' keeps the last-active bounds", () => {
    const filter = {
      status: "offline",
      lastActiveBefore: 1_710_028_800,
      lastActiveAfter: 1_700_000_000,
      sortBy: "lastActiveAt",
      sortOrder: "desc",
    };
    expect(usersExport.schema.parse(filter)).toEqual({ page: 1, perPage: 25, ...filter });
  });
});

describe("groups, members and banned users exports", () => {
  it("join tags and show counts and times as the tables do", () => {
    const group = {
      guid: "team",
      name: "Team",
      type: "public" as const,
      owner: "ada",
      membersCount: 4,
      tags: ["a", "b"],
      createdAt: 1_790_000_000,
      conversationId: "group_team",
    };
    expect(Object.values(groupsExport.columns).map((c) => c.value(group))).toEqual([
      "Team",
      "team",
      "public",
      "ada",
      4,
      "a, b",
      "2026-09-21T14:13:20.000Z",
    ]);
    expect(groupsExport.columns.tags?.value({ ...group, tags: undefined })).toBe("");
    const member = { ...user, scope: "admin" as const, joinedAt: 1_790_000_060 };
    expect(Object.values(groupMembersExport.columns).map((c) => c.value(member))).toEqual([
      "ada",
      "Ada",
      "admin",
      "offline",
      "2026-09-21T14:14:20.000Z",
    ]);
    expect(Object.values(groupBannedExport.columns).map((c) => c.value(user))).toEqual([
      "ada",
      "Ada",
      "offline",
    ]);
  });
});
