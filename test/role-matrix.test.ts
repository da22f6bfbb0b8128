import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/db/types";
import { tempDataDir } from "@/test/temp-store";
import { ACTIONS, ROUTES } from "./role-matrix";

tempDataDir("role-matrix");

const state = vi.hoisted(() => ({
  role: undefined as Role | undefined,
  asked: [] as string[],
  serviceCalls: 0,
}));
const RANK: Record<Role, number> = { viewer: 0, moderator: 1, admin: 2, owner: 3 };
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { adminAs, fakeSession } = await import("@/test/fake-session");
  const admin = () => state.role && adminAs({ email: "matrix@x.test", name: "M", role: state.role });
  return {
    ...fakeSession(await importOriginal(), admin, (min) => state.asked.push(min)),
    currentAdmin: async () => admin(),
  };
});
vi.mock("@/lib/server/api/transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/api/transport")>()),
  exchange: async () => {
    state.serviceCalls++;
    throw new Error("the role matrix must never reach the service");
  },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [], set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { discoverActions, discoverRoutes, storeSnapshot } = await import("./server-entrypoints");

const ROLES: Role[] = ["viewer", "moderator", "admin", "owner"];
const below = (min: Role) => ROLES.filter((r) => RANK[r] < RANK[min]);

const counts = { actions: 0, routes: 0, refused: 0 };
afterAll(() => {
  console.log(
    `[role matrix] ${counts.actions} actions and ${counts.routes} route handlers; ${counts.refused} calls below their role or anonymous, all refused, nothing changed`,
  );
});

beforeEach(() => {
  state.role = undefined;
  state.asked = [];
  state.serviceCalls = 0;
});

describe("the role matrix", async () => {
  const actions = await discoverActions();
  const routes = await discoverRoutes();

  it("names every server action and route handler the code has, and nothing else", () => {
    expect([...actions.keys()].sort()).toEqual(Object.keys(ACTIONS).sort());
    expect([...routes.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [key, min] of Object.entries(ACTIONS)) {
    if (min === "public") continue;
    it(`action ${key} refuses anonymous callers and roles below ${min}`, async () => {
      const action = actions.get(key);
      if (!action) throw new Error(`${key} is in the matrix but not in the code`);
      counts.actions++;
      const before = await storeSnapshot();
      for (const role of [undefined, ...below(min)]) {
        state.role = role;
        state.asked = [];
        const result = (await action({})) as { serverError?: string; data?: unknown } | undefined;
        expect(result?.data, `${key} as ${role ?? "anonymous"}`).toBeUndefined();
        expect(result?.serverError).toBe(
          role ? `This needs the ${min} role or higher.` : "Sign in to continue.",
        );
        expect(state.asked).toEqual([min]);
        counts.refused++;
      }
      expect(state.serviceCalls).toBe(0);
      expect(await storeSnapshot()).toBe(before);
    });
  }

  for (const [key, min] of Object.entries(ROUTES)) {
    if (min === "public") continue;
    it(`route ${key} refuses anonymous callers and roles below ${min}`, async () => {
      const route = routes.get(key);
      if (!route) throw new Error(`${key} is in the matrix but not in the code`);
      counts.routes++;
      const [method, urlPath] = key.split(" ") as [string, string];
      const before = await storeSnapshot();
      for (const role of [undefined, ...below(min)]) {
        state.role = role;
        state.asked = [];
        const res = await route.handler(new Request(`http://dashboard.test${urlPath}`, { method }), {
          params: Promise.resolve(route.params),
        });
        expect(res.status, `${key} as ${role ?? "anonymous"}`).toBe(role ? 403 : 401);
        expect(state.asked).toEqual([min]);
        counts.refused++;
      }
      expect(state.serviceCalls).toBe(0);
      expect(await storeSnapshot()).toBe(before);
    });
  }
});
