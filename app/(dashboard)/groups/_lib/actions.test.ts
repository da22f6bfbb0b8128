import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BLANK_GROUP_FORM } from "@/lib/inputs/chat-groups-query";
import type { Connection } from "@/lib/server/api/request";
import type { SandboxProcess } from "@/test/sandbox-process";

const mocks = vi.hoisted(() => ({
  conn: undefined as unknown,
  audit: [] as { action: string; outcome: string }[],
}));

vi.mock("@/lib/auth/session", () => import("@/test/signed-in-admin"));
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ appId: "app1", region: "eu", conn: mocks.conn }),
}));
vi.mock("@/lib/audit", () => ({
  appendAudit: async (e: { action: string; outcome: string }) => void mocks.audit.push(e),
}));

const { startSandbox } = await import("@/test/sandbox-process");
const { call } = await import("@/lib/server/api/call");
const groupsContract = await import("@/lib/contract/groups");
const getGroup = async (conn: Connection, guid: string) =>
  (await call(conn, groupsContract.getGroup, { params: { guid } })).data;
const { createGroupAction, deleteGroupAction, updateGroupAction, transferOwnershipAction } = await import(
  "./actions"
);

let s: SandboxProcess;
beforeAll(async () => {
  s = await startSandbox();
  mocks.conn = s.connection;
  await s.chat("POST", "/users", { uid: "alice", name: "Alice" });
});
afterAll(() => s?.stop());

const form = { ...BLANK_GROUP_FORM, guid: "club", name: "Club" };

describe("group actions", () => {
  it("creates a group from the form's text and audits it", async () => {
    const res = await createGroupAction({ ...form, tags: "a, b", metadata: '{"k": 1}', owner: "alice" });
    expect(res?.data).toEqual({ guid: "club", name: "Club" });
    expect(await getGroup(s.connection, "club")).toMatchObject({
      owner: "alice",
      tags: ["a", "b"],
      metadata: { k: 1 },
    });
    expect(mocks.audit.at(-1)).toMatchObject({ action: "groups.create", outcome: "ok" });
  });

  it("puts the service's refusals under their fields: a taken guid, an unknown owner", async () => {
    const taken = await createGroupAction(form);
    expect(taken?.validationErrors).toMatchObject({
      guid: { _errors: ["A group with this guid already exists."] },
    });
    const ghost = await createGroupAction({ ...form, guid: "club2", owner: "ghost" });
    expect(ghost?.validationErrors).toMatchObject({
      owner: { _errors: [expect.stringContaining("ERR_UID_NOT_FOUND")] },
    });
    await expect(getGroup(s.connection, "club2")).rejects.toMatchObject({ status: 404 });
  });

  it("a password group needs its password: refused under the field before the service is asked", async () => {
    const res = await createGroupAction({ ...form, guid: "pw", type: "password" });
    expect(res?.validationErrors).toMatchObject({ password: { _errors: [expect.any(String)] } });
    await expect(getGroup(s.connection, "pw")).rejects.toMatchObject({ status: 404 });
  });

  it("turning a group into a password group without one is refused under the password field", async () => {
    const res = await updateGroupAction({ ...form, type: "password" });
    expect(res?.validationErrors).toMatchObject({
      password: { _errors: [expect.stringContaining("password")] },
    });
    expect((await getGroup(s.connection, "club")).type).toBe("public");
  });

  it("transfers ownership only to a member, with the service's sentence", async () => {
    await s.chat("POST", "/users", { uid: "bob", name: "Bob" });
    const refused = await transferOwnershipAction({ guid: "club", uid: "bob" });
    expect(refused?.serverError).toMatch(/\(ERR_[A-Z_]+\)$/);
    expect((await getGroup(s.connection, "club")).owner).toBe("alice");
  });

  it("deletes only when the guid is typed again", async () => {
    const wrong = await deleteGroupAction({ guid: "club", confirm: "clu" });
    expect(wrong?.validationErrors).toMatchObject({
      confirm: { _errors: ["Type the group's guid exactly to confirm."] },
    });
    expect((await getGroup(s.connection, "club")).guid).toBe("club");
    const ok = await deleteGroupAction({ guid: "club", confirm: "club" });
    expect(ok?.data?.success).toBe(true);
    await expect(getGroup(s.connection, "club")).rejects.toMatchObject({ code: "ERR_GUID_NOT_FOUND" });
  });
});
