import { describe, expect, it, vi } from "vitest";
import type { Answer, Exchange } from "@/lib/server/api/transport";
import { formatSecondsUtc } from "../format";
import type { RouteContext } from "../route";
import type { User } from "../schemas/users";
import type { Connection } from "../server/api/request";
import { groupBannedExport, groupMembersExport } from "./group-members";
import { groupsExport } from "./groups";
import { EXPORTS } from "./registry";
import { exportResponse } from "./respond";
import { usersExport } from "./users";

/** The hosted service as published: `GET /users` takes no last-active bounds, so it answers every user. */
const hosted = { users: [] as User[], asked: [] as URLSearchParams[] };
vi.mock("@/lib/server/api/transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/api/transport")>()),
  exchange: async (url: URL, _req: Exchange): Promise<Answer> => {
    hosted.asked.push(url.searchParams);
    const n = hosted.users.length;
    const body = {
      data: hosted.users,
      meta: { pagination: { total: n, count: n, per_page: 1000, current_page: 1, total_pages: 1 } },
    };
    return {
      status: 200,
      retryAfter: undefined,
      location: undefined,
      text: JSON.stringify(body),
      rateLimit: {},
    };
  },
}));
const CONN = { appId: "app", region: "eu", chatUrl: "http://chat.test", apiKey: "k" } as Connection;

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

describe("the users export with a last-active filter the service ignores", () => {
  const MARCH_10 = 1_710_028_800;
  const at = (uid: string, lastActiveAt?: number): User => ({
    ...user,
    uid,
    name: uid,
    ...(lastActiveAt === undefined ? {} : { lastActiveAt }),
  });
  hosted.users = [
    at("idle", MARCH_10 - 86_400),
    at("busy", MARCH_10 + 60),
    at("never"),
    at("idle-2", MARCH_10 - 1),
  ];

  it("leaves the users outside the filter out, and tells the registry why", async () => {
    const pages = [];
    const params = usersExport.schema.parse({ lastActiveBefore: MARCH_10 });
    for await (const page of EXPORTS.users?.cells({ conn: CONN, appId: "app" }, params, ["uid"]) ?? []) {
      pages.push(page);
    }
    expect(hosted.asked.at(-1)?.get("lastActiveBefore")).toBe(String(MARCH_10));
    expect(pages).toEqual([
      {
        rows: [["idle"], ["idle-2"]],
        total: 4,
        outside: [
          { cells: ["busy"], reason: `Active since ${formatSecondsUtc(MARCH_10 + 60)}: outside the filter.` },
          { cells: ["never"], reason: "Never active: outside the filter." },
        ],
      },
    ]);
  });

  it("writes only the users within the filter to the CSV, with no total that counts the others", async () => {
    const params = encodeURIComponent(JSON.stringify({ lastActiveAfter: MARCH_10 - 3600 }));
    const ctx = {
      req: new Request(`http://dashboard.test/api/export/users?params=${params}&columns=uid,lastActiveAt`),
      params: { list: "users" },
      connection: { conn: CONN, appId: "app" },
      audit: {},
    } as unknown as RouteContext<{ list: string }>;
    const res = await exportResponse(ctx);
    expect((await res.text()).trim().split(/\r?\n/)).toEqual([
      "UID,Last active (UTC)",
      "busy,2024-03-10T00:01:00.000Z",
      "idle-2,2024-03-09T23:59:59.000Z",
    ]);
    expect(res.headers.has("x-total-count")).toBe(false);
  });

  it("without last-active bounds, exports every row and the service's total", async () => {
    const ctx = {
      req: new Request("http://dashboard.test/api/export/users?columns=uid"),
      params: { list: "users" },
      connection: { conn: CONN, appId: "app" },
      audit: {},
    } as unknown as RouteContext<{ list: string }>;
    const res = await exportResponse(ctx);
    expect((await res.text()).trim().split(/\r?\n/)).toHaveLength(5);
    expect(res.headers.get("x-total-count")).toBe("4");
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
