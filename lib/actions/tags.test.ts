import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SandboxProcess } from "@/test/sandbox-process";

const mocks = vi.hoisted(() => ({ conn: undefined as unknown }));

vi.mock("@/lib/auth/session", () => import("@/test/signed-in-admin"));
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ appId: "app1", region: "eu", conn: mocks.conn }),
}));
// Pages of 2: the bound of 4 pages is reached with 9 users.
vi.mock("./tags-tally", async (actual) => ({ ...(await actual<object>()), TAG_SOURCE_PER_PAGE: 2 }));

const { startSandbox } = await import("@/test/sandbox-process");
const { listTagSuggestionsAction } = await import("./tags");

let s: SandboxProcess;
beforeAll(async () => {
  s = await startSandbox();
  mocks.conn = s.connection;
  const users = [["vip", "beta"], ["vip"], [], ["staff"]];
  for (const [i, tags] of users.entries())
    await s.chat("POST", "/users", { uid: `u${i}`, name: `U${i}`, tags });
  await s.chat("POST", "/groups", { guid: "g1", name: "G1", tags: ["team", "vip"] });
  await s.chat("POST", "/groups", { guid: "g2", name: "G2" });
});
afterAll(() => s?.stop());

describe("listTagSuggestionsAction", () => {
  it("gives the tags the users and groups carry, read page by page, the most carried first", async () => {
    const res = await listTagSuggestionsAction({});
    expect(res?.data).toEqual({
      tags: [
        { tag: "vip", users: 2, groups: 1 },
        { tag: "beta", users: 1, groups: 0 },
        { tag: "staff", users: 1, groups: 0 },
        { tag: "team", users: 0, groups: 1 },
      ],
      complete: true,
    });
  });

  it("reads no more than its bound of pages, and says the tally is not of everyone", async () => {
    for (let i = 4; i < 9; i++)
      await s.chat("POST", "/users", { uid: `u${i}`, name: `U${i}`, tags: ["late"] });
    const res = await listTagSuggestionsAction({});
    // u8 is on the fifth page of two: its tag is not counted.
    expect(res?.data?.tags.find((t) => t.tag === "late")).toEqual({ tag: "late", users: 4, groups: 0 });
    expect(res?.data?.complete).toBe(false);
  });
});
