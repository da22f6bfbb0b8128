import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("session");
const session = vi.hoisted(() => ({ current: null as null | { user: { id: string } } }));
vi.mock("./session-token", () => ({ sessionAdminId: async () => session.current?.user.id }));

const { getDb } = await import("../db");
const { createAdmin, checkCredentials } = await import("./admins");
const { changeRole, setDisabled } = await import("./accounts");
const { ADMIN_TTL_MS } = await import("./admin-cache");
const { AuthError, requireAdmin } = await import("./session");

const ids: Record<string, string> = {};
beforeAll(async () => {
  const db = await getDb();
  for (const role of ["owner", "admin", "moderator", "viewer"] as const) {
    ids[role] = (
      await createAdmin(db, { email: `${role}@x.test`, name: role, role, password: `${role}-password-1` })
    ).id;
  }
});
beforeEach(() => {
  session.current = null;
});

const as = (role: string) => {
  session.current = { user: { id: ids[role] ?? "" } };
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

  it("reads the role from the store, so a disabled account stops at once", async () => {
    await setDisabled(await getDb(), ids.owner ?? "", ids.viewer ?? "", true);
    as("viewer");
    await expect(requireAdmin("viewer")).rejects.toMatchObject({ kind: "unauthenticated" });
    await setDisabled(await getDb(), ids.owner ?? "", ids.viewer ?? "", false);
    await expect(requireAdmin("viewer")).resolves.toMatchObject({ role: "viewer" });
  });

  it("a role changed here takes effect at once, one changed elsewhere within the cache's TTL", async () => {
    const db = await getDb();
    as("moderator");
    await expect(requireAdmin("moderator")).resolves.toMatchObject({ role: "moderator" });
    await changeRole(db, ids.owner ?? "", ids.moderator ?? "", "viewer");
    await expect(requireAdmin("moderator")).rejects.toMatchObject({ kind: "forbidden" });
    // Another process (the admin CLI) writes the store directly: the cached row holds until the TTL ends.
    await db
      .updateTable("admins")
      .set({ role: "moderator" })
      .where("id", "=", ids.moderator ?? "")
      .execute();
    await expect(requireAdmin("moderator")).rejects.toMatchObject({ kind: "forbidden" });
    vi.useFakeTimers({ now: Date.now() + ADMIN_TTL_MS + 1, toFake: ["Date"] });
    try {
      await expect(requireAdmin("moderator")).resolves.toMatchObject({ role: "moderator" });
    } finally {
      vi.useRealTimers();
    }
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
