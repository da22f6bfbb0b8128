import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("action-wrapper");

const state = vi.hoisted(() => ({
  admin: undefined as { role: "viewer" | "moderator" | "admin" | "owner"; twoFactor?: boolean } | undefined,
}));
const RANK = { viewer: 0, moderator: 1, admin: 2, owner: 3 } as const;
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    requireAdmin: async (min: keyof typeof RANK) => {
      if (!state.admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
      const admin = {
        id: "a1",
        email: "vic@example.com",
        name: "Vic",
        sessionId: "s1",
        twoFactor: false,
        ...state.admin,
      };
      if (RANK[state.admin.role] < RANK[min]) {
        throw new real.AuthError("forbidden", `This needs the ${min} role or higher.`, admin);
      }
      return admin;
    },
  };
});
vi.mock("@/lib/connections", () => ({ activeConnection: async () => undefined }));

const { actionClient } = await import("./action");
const { getDb } = await import("./db");
const { setSetting } = await import("./settings");

const ran = vi.fn();
const deleteThing = actionClient
  .metadata({ name: "things.delete", minRole: "admin", mutation: true })
  .inputSchema(z.object({ id: z.string(), password: z.string().optional() }))
  .action(async ({ parsedInput }) => {
    ran(parsedInput.id);
    return { deleted: parsedInput.id };
  });
const ownAccount = actionClient
  .metadata({ name: "account.thing", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({ id: z.string() }))
  .action(async () => ({ ok: true }));
const readThing = actionClient
  .metadata({ name: "things.read", minRole: "admin", mutation: false })
  .inputSchema(z.object({ id: z.string() }))
  .action(async () => ({ ok: true }));

async function entries(action: string) {
  const db = await getDb();
  return db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
}

beforeEach(() => {
  ran.mockClear();
});

describe("actionClient", () => {
  it("records a refused mutation with who asked, what and why, and runs nothing", async () => {
    state.admin = { role: "viewer" };
    const r = await deleteThing({ id: "t1", password: "hunter2" });
    expect(r.serverError).toBe("This needs the admin role or higher.");
    state.admin = undefined;
    expect((await deleteThing({ id: "t2" })).serverError).toBe("Sign in to continue.");
    expect(ran).not.toHaveBeenCalled();
    const [viewer, anonymous] = await entries("things.delete");
    expect(viewer).toMatchObject({
      actor_email: "vic@example.com",
      actor_role: "viewer",
      target: "t1",
      outcome: "refused",
      error_code: "FORBIDDEN",
    });
    expect(JSON.parse(viewer?.input ?? "")).toEqual({ id: "t1", password: "[redacted]" });
    expect(anonymous).toMatchObject({
      actor_email: "anonymous",
      outcome: "refused",
      error_code: "UNAUTHENTICATED",
    });
  });

  it("records an allowed mutation as ok, and no refused read", async () => {
    state.admin = { role: "owner" };
    expect((await deleteThing({ id: "t3" })).data).toEqual({ deleted: "t3" });
    expect((await entries("things.delete")).at(-1)).toMatchObject({ target: "t3", outcome: "ok" });
    state.admin = { role: "viewer" };
    await readThing({ id: "t4" });
    expect(await entries("things.read")).toEqual([]);
  });

  it("refuses an admin without two-factor sign-in once the owner requires it, except on their own account", async () => {
    const db = await getDb();
    await setSetting(db, "requireTwoFactor", "true");
    try {
      state.admin = { role: "owner", twoFactor: false };
      const refused = await deleteThing({ id: "t5" });
      expect(refused?.serverError).toMatch(/Set up two-factor sign-in first/);
      expect(ran).not.toHaveBeenCalled();
      expect((await entries("things.delete")).at(-1)).toMatchObject({ target: "t5", outcome: "refused" });
      expect((await readThing({ id: "t6" }))?.serverError).toMatch(/two-factor/);
      expect((await ownAccount({ id: "me" }))?.data).toEqual({ ok: true });
      state.admin = { role: "owner", twoFactor: true };
      expect((await deleteThing({ id: "t7" }))?.data).toEqual({ deleted: "t7" });
    } finally {
      await setSetting(db, "requireTwoFactor", "false");
    }
  });
});
