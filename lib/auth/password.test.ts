import { beforeAll, describe, expect, it, vi } from "vitest";
import { newAdminId } from "@/test/admins";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("password");
const { getDb } = await import("../db");
const { checkCredentials, createAdmin } = await import("./admins");
const { changePassword, createPasswordReset, resetPassword, resetTarget } = await import("./password");
const { activeSessions, createSession } = await import("./sessions");
const { setDisabled } = await import("./accounts");

let id = "";
beforeAll(async () => {
  id = await newAdminId("pw@x.test", "admin", "old-password-123");
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

  it("ends every other open link once one is used", async () => {
    const db = await getDb();
    const older = await createPasswordReset(db, id);
    const newer = await createPasswordReset(db, id);
    expect(await resetPassword(db, newer, "newer-password-123")).toBe(true);
    expect(await resetTarget(db, older)).toBeUndefined();
    expect(await resetPassword(db, older, "older-password-123")).toBe(false);
    expect(await checkCredentials("pw@x.test", "newer-password-123")).toBeDefined();
  });

  it("lets only one of two links used at the same moment set the password", async () => {
    const db = await getDb();
    const racer = (
      await createAdmin(db, { email: "race@x.test", name: "R", role: "admin", password: "race-password-123" })
    ).id;
    const [a, b] = [await createPasswordReset(db, racer), await createPasswordReset(db, racer)];
    const done = await Promise.all([
      resetPassword(db, a, "race-a-password-123"),
      resetPassword(db, b, "race-b-password-123"),
    ]);
    expect(done.filter(Boolean)).toHaveLength(1);
    const winner = done[0] ? "race-a-password-123" : "race-b-password-123";
    expect(await checkCredentials("race@x.test", winner)).toBeDefined();
  });

  it("ends every open link when the password is changed", async () => {
    const db = await getDb();
    const open = await createPasswordReset(db, id);
    const mine = await session();
    expect(
      await changePassword(db, { id, sessionId: mine }, "newer-password-123", "changed-password-123"),
    ).toBe(true);
    expect(await resetTarget(db, open)).toBeUndefined();
    expect(await resetPassword(db, open, "stolen-password-123")).toBe(false);
  });

  it("ends every open link when the account is disabled, for good", async () => {
    const db = await getDb();
    const owner = await createAdmin(db, {
      email: "pw-owner@x.test",
      name: "O",
      role: "owner",
      password: "owner-password-123",
    });
    const open = await createPasswordReset(db, id);
    await setDisabled(db, owner.id, id, true);
    await setDisabled(db, owner.id, id, false);
    expect(await resetTarget(db, open)).toBeUndefined();
    expect(await resetPassword(db, open, "revived-password-123")).toBe(false);
  });
});
