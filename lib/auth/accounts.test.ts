import { beforeAll, describe, expect, it } from "vitest";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import { AccountRuleError, changeRole, listAdmins, setDisabled } from "./accounts";
import { createAdmin } from "./admins";

let db: Db;
const all = () => listAdmins(db, { page: 1, perPage: 100 });
let owner: string;
let admin: string;
beforeAll(async () => {
  db = await tempStore("accounts");
  owner = (
    await createAdmin(db, { email: "o@x.test", name: "O", role: "owner", password: "owner-password-1" })
  ).id;
  admin = (
    await createAdmin(db, { email: "a@x.test", name: "A", role: "admin", password: "admin-password-1" })
  ).id;
});

describe("account rules", () => {
  it("lists accounts without password hashes", async () => {
    const { data: rows } = await all();
    expect(rows.map((r) => r.email).sort()).toEqual(["a@x.test", "o@x.test"]);
    expect(rows[0]).not.toHaveProperty("password_hash");
  });

  it("pages and filters by role and status, with the filtered total", async () => {
    const first = await listAdmins(db, { page: 1, perPage: 1 });
    const second = await listAdmins(db, { page: 2, perPage: 1 });
    expect([...first.data, ...second.data]).toEqual((await all()).data);
    expect(second.meta.pagination).toEqual({ total: 2, per_page: 1 });
    const admins = await listAdmins(db, { role: "admin", page: 1, perPage: 10 });
    expect(admins.data.map((r) => r.email)).toEqual(["a@x.test"]);
    expect(admins.meta.pagination.total).toBe(1);
    expect((await listAdmins(db, { status: "disabled", page: 1, perPage: 10 })).data).toEqual([]);
    expect((await listAdmins(db, { status: "active", page: 1, perPage: 10 })).meta.pagination.total).toBe(2);
  });

  it("refuses changes to your own account", async () => {
    await expect(changeRole(db, owner, owner, "viewer")).rejects.toBeInstanceOf(AccountRuleError);
    await expect(setDisabled(db, owner, owner, true)).rejects.toThrow("your own account");
  });

  it("keeps the last owner", async () => {
    // Only another owner could try; make the admin an owner, then demote/disable the first one twice.
    await changeRole(db, owner, admin, "owner");
    await changeRole(db, admin, owner, "moderator");
    await expect(changeRole(db, owner, admin, "viewer")).rejects.toThrow(
      "The last owner cannot lose the owner role.",
    );
    await expect(setDisabled(db, owner, admin, true)).rejects.toThrow("The last owner cannot be disabled.");
    const roles = Object.fromEntries((await all()).data.map((r) => [r.id, r.role]));
    expect(roles).toEqual({ [owner]: "moderator", [admin]: "owner" });
  });

  it("disables and re-enables another account", async () => {
    await setDisabled(db, admin, owner, true);
    expect((await all()).data.find((r) => r.id === owner)?.disabled_at).toBeTypeOf("number");
    await setDisabled(db, admin, owner, false);
    expect((await all()).data.find((r) => r.id === owner)?.disabled_at).toBeNull();
  });

  it("answers a clear error for an unknown account", async () => {
    await expect(changeRole(db, admin, "nope", "viewer")).rejects.toThrow("That account does not exist.");
  });
});
