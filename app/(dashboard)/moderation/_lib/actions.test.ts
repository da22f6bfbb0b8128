import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Admin } from "@/lib/auth/session";
import * as groupsContract from "@/lib/contract/groups";
import { call } from "@/lib/server/api/call";
import { addPublicGroup, asUser, sendText } from "@/test/chat-fixture";
import { wordCondition } from "@/test/moderation-fixtures";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("moderation-actions");

const state = vi.hoisted(() => ({
  admin: undefined as Admin | undefined,
  connection: undefined as unknown,
}));
vi.mock("@/lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session")>()),
  currentAdmin: async () => state.admin,
  requireAdmin: async () => state.admin,
}));
// The selected app is the sandbox's; the service is the real one, over HTTP.
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => state.connection }));

const { applyOutcomeAction } = await import("./actions");

let s: SandboxProcess;
const banned = async (guid: string) =>
  (
    await call(s.connection, groupsContract.listGroupBannedUsers, {
      params: { guid },
      query: { page: 1, perPage: 100 },
    })
  ).data.map((u) => u.uid);
const active = async (uid: string) =>
  ((await s.chat("GET", `/users?perPage=100`)) as { data: { uid: string }[] }).data.some(
    (u) => u.uid === uid,
  );

beforeAll(async () => {
  s = await startSandbox();
  state.connection = { id: "c1", appId: s.appId, conn: s.connection };
  state.admin = {
    id: "a1",
    email: "m@x.test",
    name: "M",
    role: "owner",
    sessionId: "s1",
    twoFactor: true,
  };
  for (const uid of ["alice", "bob", "carol"]) await s.chat("POST", "/users", { uid, name: uid });
  await addPublicGroup(s, "team", "alice", ["bob"]);
  await addPublicGroup(s, "staff", "alice", ["carol"]);
  await s.chat("POST", "/moderation/rules", {
    id: "no-casino",
    name: "No casino",
    enabled: true,
    action: ["blockMessage"],
    conditions: [wordCondition({ value: ["casino"] })],
  });
}, 60_000);
afterAll(() => s?.stop());

describe("moderation outcomes act on the message's own sender and group", () => {
  it("bans the blocked message's sender from its group, whatever the browser names", async () => {
    const id = await sendText(s.connection, "bob", "team", "group", "casino tonight");
    const forged = { kind: "blocked", id, outcome: "ban", sender: "carol", guid: "staff" } as const;
    const res = await applyOutcomeAction(forged as never);
    expect(res.serverError).toBeUndefined();
    expect(await banned("team")).toEqual(["bob"]);
    expect(await banned("staff")).toEqual([]);
  });

  it("deactivates the reported message's sender, not one the browser names", async () => {
    const id = await sendText(s.connection, "carol", "alice", "user", "you are the worst");
    await asUser(s.connection, "alice", "POST", `/messages/${id}/flagged`, { reasonId: "harassment" });
    const forged = { kind: "flagged", id, outcome: "deactivate", sender: "alice" } as const;
    expect((await applyOutcomeAction(forged as never)).serverError).toBeUndefined();
    expect(await active("carol")).toBe(false);
    expect(await active("alice")).toBe(true);
  });

  it("refuses kick and ban for a message sent to a user, and an id not waiting for review, changing nothing", async () => {
    const id = await sendText(s.connection, "alice", "bob", "user", "casino for two");
    expect(await applyOutcomeAction({ kind: "blocked", id, outcome: "kick" })).toMatchObject({
      serverError: `Message ${id} was not sent to a group: there is no group to kick from.`,
    });
    expect(await applyOutcomeAction({ kind: "blocked", id: "999999", outcome: "deactivate" })).toMatchObject({
      serverError: "Message 999999 no longer waits for review.",
    });
    const pending = (await s.chat("GET", "/moderation/blocked-messages")) as { data: { id: string }[] };
    expect(pending.data.map((b) => b.id)).toContain(id);
    expect(await active("alice")).toBe(true);
  });
});
