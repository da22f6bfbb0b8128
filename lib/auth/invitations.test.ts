import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tempDataDir, tempStore } from "@/test/temp-store";
import { verifyPassword } from "../crypto";
import type { Db } from "../db";
import { createAdmin } from "./admins";
import {
  acceptInvitation,
  createInvitation,
  hashToken,
  openInvitation,
  pendingInvitations,
} from "./invitations";

tempDataDir("invitations-env");
let db: Db;
beforeAll(async () => {
  db = await tempStore("invitations");
  await createAdmin(db, { email: "o@x.test", name: "O", role: "owner", password: "owner-password-1" });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("invitations", () => {
  it("stores only the token's hash and accepts it once", async () => {
    const { token } = await createInvitation(db, { email: "New@X.test", role: "moderator", invitedBy: "o" });
    const rows = await db.selectFrom("invitations").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await openInvitation(db, token)).toMatchObject({ email: "new@x.test", role: "moderator" });

    const made = await acceptInvitation(db, { token, name: "New", password: "a-long-password-1" });
    expect(made).toMatchObject({ email: "new@x.test", role: "moderator" });
    const admin = await db
      .selectFrom("admins")
      .selectAll()
      .where("email", "=", "new@x.test")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("a-long-password-1", admin.password_hash)).toBe(true);

    await expect(
      acceptInvitation(db, { token, name: "Again", password: "a-long-password-1" }),
    ).rejects.toThrow("not valid any more");
    expect(await pendingInvitations(db)).toHaveLength(0);
  });

  it("refuses an email that already has an account", async () => {
    await expect(createInvitation(db, { email: "o@x.test", role: "viewer", invitedBy: "o" })).rejects.toThrow(
      "already has an account",
    );
  });

  it("expires after 7 days", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const { token } = await createInvitation(db, { email: "late@x.test", role: "viewer", invitedBy: "o" });
    vi.setSystemTime(new Date("2030-01-07T23:59:00Z"));
    expect(await openInvitation(db, token)).toBeDefined();
    vi.setSystemTime(new Date("2030-01-08T00:00:01Z"));
    expect(await openInvitation(db, token)).toBeUndefined();
    await expect(acceptInvitation(db, { token, name: "L", password: "a-long-password-1" })).rejects.toThrow();
  });

  it("a newer invitation replaces the open one", async () => {
    const first = await createInvitation(db, { email: "twice@x.test", role: "viewer", invitedBy: "o" });
    const second = await createInvitation(db, { email: "twice@x.test", role: "admin", invitedBy: "o" });
    expect(await openInvitation(db, first.token)).toBeUndefined();
    expect(await openInvitation(db, second.token)).toMatchObject({ role: "admin" });
  });

  it("keeps the invitation usable when the password is refused", async () => {
    const { token } = await createInvitation(db, { email: "short@x.test", role: "viewer", invitedBy: "o" });
    await expect(acceptInvitation(db, { token, name: "S", password: "short" })).rejects.toThrow();
    expect(await openInvitation(db, token)).toBeDefined();
  });
});
