import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("session");
const claims = vi.hoisted(() => ({
  current: undefined as undefined | { adminId: string; sessionId: string },
}));
vi.mock("./session-token", () => ({ sessionClaims: async () => claims.current }));

const { getDb } = await import("../db");
const { createAdmin, checkCredentials } = await import("./admins");
const { changeRole, setDisabled } = await import("./accounts");
const { activeSessions, createSession, revokeSession, revokeSessionByHandle, revokeSessions, sessionHandle } =
  await import("./sessions");
const { AuthError, requireAdmin } = await import("./session");

const ids: Record<string, string> = {};
const sessions: Record<string, string> = {};
beforeAll(async () => {
  const db = await getDb();
  for (const role of ["owner", "admin", "moderator", "viewer"] as const) {
    ids[role] = (
      await createAdmin(db, { email: `${role}@x.test`, name: role, role, password: `${role}-password-1` })
    ).id;
  }
});
beforeEach(async () => {
  claims.current = undefined;
  const db = await getDb();
  for (const role of Object.keys(ids)) {
    sessions[role] = await createSession(db, {
      adminId: ids[role] ?? "",
      userAgent: "test",
      ip: "127.0.0.1",
    });
  }
});

const as = (role: string) => {
  claims.current = { adminId: ids[role] ?? "", sessionId: sessions[role] ?? "" };
};

describe("requireAdmin", () => {
  it("refuses a signed-out visitor", async () => {
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
  });

  it("enforces the minimum role on the server", async () => {
    as("viewer");
    await expect(requireAdmin("viewer")).resolves.toMatchObject({ role: "viewer" });
    await expect(requireAdmin("moderator")).rejects.toMatchObject({ kind: "forbidden" });
    as("moderator");
    await expect(requireAdmin("admin")).rejects.toBeInstanceOf(AuthError);
    as("admin");
    await expect(requireAdmin("admin")).resolves.toMatchObject({ email: "admin@x.test" });
    await expect(requireAdmin("owner")).rejects.toMatchObject({ kind: "forbidden" });
    as("owner");
    await expect(requireAdmin("owner")).resolves.toMatchObject({ role: "owner" });
  });

  it("refuses a session of another admin, an unknown one and a revoked one, at once", async () => {
    const db = await getDb();
    claims.current = { adminId: ids.admin ?? "", sessionId: sessions.viewer ?? "" };
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    claims.current = { adminId: ids.admin ?? "", sessionId: "no-such-session" };
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    as("admin");
    await expect(requireAdmin("viewer")).resolves.toMatchObject({ sessionId: sessions.admin });
    expect(await revokeSession(db, ids.admin ?? "", sessions.admin ?? "")).toBe(true);
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
  });

  it("signs out everywhere else, keeping the session that asked", async () => {
    const db = await getDb();
    const other = await createSession(db, { adminId: ids.admin ?? "", userAgent: "phone", ip: "10.0.0.9" });
    expect((await activeSessions(db, ids.admin ?? "")).map((s) => s.id)).toContain(other);
    await revokeSessions(db, ids.admin ?? "", sessions.admin);
    expect((await activeSessions(db, ids.admin ?? "")).map((s) => s.id)).toEqual([sessions.admin]);
    claims.current = { adminId: ids.admin ?? "", sessionId: other };
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
  });

  it("names a session to pages by a handle that is not its id, and ends only the admin's own by it", async () => {
    const db = await getDb();
    const phone = await createSession(db, { adminId: ids.admin ?? "", userAgent: "phone", ip: "10.0.0.8" });
    const listed = (await activeSessions(db, ids.admin ?? "")).find((s) => s.id === phone);
    expect(listed?.handle).toBe(sessionHandle(phone));
    expect(listed?.handle).not.toContain(phone.slice(0, 8));
    expect(new Set((await activeSessions(db, ids.admin ?? "")).map((s) => s.handle)).size).toBe(
      (await activeSessions(db, ids.admin ?? "")).length,
    );
    // The id itself, or another admin's handle, ends nothing.
    expect(await revokeSessionByHandle(db, ids.admin ?? "", phone)).toBe(false);
    expect(await revokeSessionByHandle(db, ids.viewer ?? "", sessionHandle(phone))).toBe(false);
    expect(await revokeSessionByHandle(db, ids.admin ?? "", sessionHandle(phone))).toBe(true);
    claims.current = { adminId: ids.admin ?? "", sessionId: phone };
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    expect(await revokeSessionByHandle(db, ids.admin ?? "", sessionHandle(phone))).toBe(false);
  });

  it("reads the account from the store, so disabling it ends its sessions for good", async () => {
    await setDisabled(await getDb(), ids.owner ?? "", ids.viewer ?? "", true);
    as("viewer");
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    await setDisabled(await getDb(), ids.owner ?? "", ids.viewer ?? "", false);
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    expect(await activeSessions(await getDb(), ids.viewer ?? "")).toEqual([]);
  });

  it("a role changed anywhere, here or by another process, takes effect at once", async () => {
    const db = await getDb();
    as("moderator");
    await expect(requireAdmin("moderator")).resolves.toMatchObject({ role: "moderator" });
    await changeRole(db, ids.owner ?? "", ids.moderator ?? "", "viewer");
    await expect(requireAdmin("moderator")).rejects.toMatchObject({ kind: "forbidden" });
    // Another process (the admin CLI) writes the store directly.
    await db
      .updateTable("admins")
      .set({ role: "moderator" })
      .where("id", "=", ids.moderator ?? "")
      .execute();
    await expect(requireAdmin("moderator")).resolves.toMatchObject({ role: "moderator" });
  });
});

describe("checkCredentials", () => {
  it("accepts the right password (any email case) and refuses a wrong one", async () => {
    expect(await checkCredentials("Admin@X.test", "admin-password-1")).toMatchObject({ role: "admin" });
    expect(await checkCredentials("admin@x.test", "admin-password-2")).toBeUndefined();
    expect(await checkCredentials("nobody@x.test", "admin-password-1")).toBeUndefined();
  });

  it("stores a scrypt hash, never the password", async () => {
    const row = await (await getDb())
      .selectFrom("admins")
      .select("password_hash")
      .where("email", "=", "admin@x.test")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain("admin-password-1");
  });

  it("refuses a disabled account with the right password", async () => {
    await setDisabled(await getDb(), ids.owner ?? "", ids.moderator ?? "", true);
    expect(await checkCredentials("moderator@x.test", "moderator-password-1")).toBeUndefined();
  });
});
