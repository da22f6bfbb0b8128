import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("action-wrapper");

const state = vi.hoisted(() => ({
  admin: undefined as { role: "viewer" | "moderator" | "admin" | "owner"; twoFactor?: boolean } | undefined,
}));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const { fakeSession } = await import("@/test/fake-session");
  return fakeSession(
    await importOriginal(),
    () => state.admin && { email: "vic@example.com", name: "Vic", twoFactor: false, ...state.admin },
  );
});
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));

const { actionClient, appActionClient, UserFacingError } = await import("./action");
const { getDb } = await import("../db");
const { setSetting } = await import("../settings");

const ran = vi.fn();
// Real action names: what an entry keeps of the input is the allow-list of that name (lib/audit-fields.ts).
const deleteThing = actionClient
  .metadata({ name: "apps.delete", minRole: "admin", mutation: true })
  .inputSchema(z.object({ id: z.string(), password: z.string().optional() }))
  .action(async ({ parsedInput }) => {
    ran(parsedInput.id);
    return { deleted: parsedInput.id };
  });
const ownAccount = actionClient
  .metadata({ name: "account.end-session", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({ id: z.string() }))
  .action(async () => ({ ok: true }));
const PASSWORDS = { current: "current-Pa55word-1", wrong: "wrong-guess-Pa55-2", next: "next-Pa55word-3" };
const changePassword = actionClient
  .metadata({ name: "account.change-password", minRole: "viewer", mutation: true, withoutTwoFactor: true })
  .inputSchema(z.object({ current: z.string(), password: z.string(), confirm: z.string() }))
  .action(async ({ parsedInput }) => {
    if (parsedInput.current !== PASSWORDS.current)
      throw new UserFacingError("The current password is not right.");
    return { changed: true };
  });
const readThing = actionClient
  .metadata({ name: "things.read", minRole: "admin", mutation: false })
  .inputSchema(z.object({ id: z.string() }))
  .action(async () => ({ ok: true }));

const deleteAppThing = appActionClient
  .metadata({ name: "apps.delete", minRole: "admin", mutation: true })
  .inputSchema(z.object({ id: z.string() }))
  .action(async ({ parsedInput, ctx }) => {
    ran(parsedInput.id, ctx.conn);
    return { deleted: parsedInput.id };
  });

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
    const [viewer, anonymous] = await entries("apps.delete");
    expect(viewer).toMatchObject({
      actor_email: "vic@example.com",
      actor_role: "viewer",
      target: "t1",
      outcome: "refused",
      error_code: "FORBIDDEN",
    });
    expect(JSON.parse(viewer?.input ?? "")).toEqual({ id: "t1" });
    expect(anonymous).toMatchObject({
      actor_email: "anonymous",
      outcome: "refused",
      error_code: "UNAUTHENTICATED",
    });
  });

  it("keeps no password of a password change, whether refused, guessed wrong or done", async () => {
    const asked = (current: string) => ({ current, password: PASSWORDS.next, confirm: PASSWORDS.next });
    state.admin = undefined;
    expect((await changePassword(asked(PASSWORDS.current))).serverError).toBe("Sign in to continue.");
    state.admin = { role: "viewer" };
    expect((await changePassword(asked(PASSWORDS.wrong))).serverError).toMatch(/not right/);
    expect((await changePassword(asked(PASSWORDS.current))).data).toEqual({ changed: true });
    const stored = await entries("account.change-password");
    expect(stored.map((e) => [e.outcome, e.error_code, e.target, e.input])).toEqual([
      ["refused", "UNAUTHENTICATED", null, null],
      ["error", "INVALID", null, null],
      ["ok", null, null, null],
    ]);
    for (const password of Object.values(PASSWORDS)) expect(JSON.stringify(stored)).not.toContain(password);
  });

  it("records why a mutation failed: its input refused, or the code of what it threw", async () => {
    state.admin = { role: "viewer" };
    await changePassword({ current: 1, password: "x", confirm: "x" } as never);
    await changePassword({ current: PASSWORDS.wrong, password: "x", confirm: "x" });
    const codes = (await entries("account.change-password")).slice(-2).map((e) => e.error_code);
    expect(codes).toEqual(["INVALID_INPUT", "INVALID"]);
  });

  it("records an allowed mutation as ok, and no refused read", async () => {
    state.admin = { role: "owner" };
    expect((await deleteThing({ id: "t3" })).data).toEqual({ deleted: "t3" });
    expect((await entries("apps.delete")).at(-1)).toMatchObject({ target: "t3", outcome: "ok" });
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
      expect((await entries("apps.delete")).at(-1)).toMatchObject({ target: "t5", outcome: "refused" });
      expect((await readThing({ id: "t6" }))?.serverError).toMatch(/two-factor/);
      expect((await ownAccount({ id: "me" }))?.data).toEqual({ ok: true });
      state.admin = { role: "owner", twoFactor: true };
      expect((await deleteThing({ id: "t7" }))?.data).toEqual({ deleted: "t7" });
    } finally {
      await setSetting(db, "requireTwoFactor", "false");
    }
  });

  it("refuses an action on the app while none is connected, says how to connect one, and records the failure", async () => {
    state.admin = { role: "owner" };
    const r = await deleteAppThing({ id: "t8" });
    expect(r.serverError).toMatch(/^No app is connected yet\. Add one under Apps/);
    expect(ran).not.toHaveBeenCalled();
    expect((await entries("apps.delete")).at(-1)).toMatchObject({
      target: "t8",
      outcome: "error",
      error_code: "INVALID",
    });
  });
});
