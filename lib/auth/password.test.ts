import { beforeAll, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("password");
const { getDb } = await import("../db");
const { checkCredentials, createAdmin } = await import("./admins");
const { changePassword, createPasswordReset, resetPassword, resetTarget } = await import("./password");
const { activeSessions, createSession } = await import("./sessions");

let id = "";
beforeAll(async () => {
  id = (
    await createAdmin(await getDb(), {
      email: "pw@x.test",
      name: "P",
      role: "admin",
      password: "old-password-123",
    })
  ).id;
});
const session = async () => createSession(await getDb(), { adminId: id, userAgent: "t", ip: "127.0.0.1" });

describe("own password", () => {
  it("changes only with the current password, and ends the other sessions", async () => {
    const db = await getDb();
    const [mine, other] = [await session(), await session()];
    expect(await changePassword(db, { id, sessionId: mine }, "wrong-password-1", "new-password-123")).toBe(
      false,
    );
    expect(await checkCredentials("pw@x.test", "old-password-123")).toBeDefined();
    expect(await changePassword(db, { id, sessionId: mine }, "old-password-123", "new-password-123")).toBe(
      true,
    );
    expect(await checkCredentials("pw@x.test", "old-password-123")).toBeUndefined();
    expect(await checkCredentials("pw@x.test", "new-password-123")).toBeDefined();
    const left = (await activeSessions(db, id)).map((s) => s.id);
    expect(left).toContain(mine);
    expect(left).not.toContain(other);
  });

  it("resets once with a link that works for 30 minutes, ending every session", async () => {
    const db = await getDb();
    await session();
    const token = await createPasswordReset(db, id);
    expect(await resetTarget(db, token)).toMatchObject({ email: "pw@x.test" });
    expect(await resetTarget(db, `${token}x`)).toBeUndefined();
    expect(await resetPassword(db, token, "reset-password-123")).toBe(true);
    expect(await resetPassword(db, token, "again-password-123")).toBe(false);
    expect(await checkCredentials("pw@x.test", "reset-password-123")).toBeDefined();
    expect(await activeSessions(db, id)).toEqual([]);

    const late = await createPasswordReset(db, id);
    vi.useFakeTimers({ now: Date.now() + 31 * 60_000, toFake: ["Date"] });
    try {
      expect(await resetPassword(db, late, "late-password-123")).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
