import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SandboxProcess } from "@/test/sandbox-process";

const mocks = vi.hoisted(() => ({
  conn: undefined as unknown,
  audit: [] as { action: string; outcome: string; input?: unknown }[],
}));

vi.mock("@/lib/auth/session", () => ({
  AuthError: class AuthError extends Error {},
  requireAdmin: async () => ({ id: "a1", email: "mod@x.test", name: "M", role: "moderator" }),
}));
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ appId: "app1", region: "eu", conn: mocks.conn }),
}));
vi.mock("@/lib/audit", () => ({
  appendAudit: async (e: { action: string; outcome: string }) => void mocks.audit.push(e),
}));

const { startSandbox } = await import("@/test/sandbox-process");
const { arrangeChat, sendText } = await import("@/test/chat-fixture");
const { banSenderAction } = await import("./actions");

let s: SandboxProcess;
let fromBob = "";
let fromAlice = "";
let pairMessage = "";
const banned = async () =>
  ((await s.chat("GET", "/groups/team/bannedusers")) as { data: { uid: string }[] }).data.map((u) => u.uid);

beforeAll(async () => {
  s = await startSandbox();
  mocks.conn = s.connection;
  const ids = await arrangeChat(s);
  fromAlice = ids.group[0] ?? "";
  pairMessage = ids.pair[0] ?? "";
  fromBob = await sendText(s.connection, "bob", "team", "group", "you again");
});
afterAll(() => s?.stop());

describe("banning a message's sender from its group", () => {
  it("refuses a uid or a group the message does not name, and bans nobody", async () => {
    for (const input of [
      { messageId: fromBob, guid: "team", uid: "carol" },
      { messageId: fromBob, guid: "other", uid: "bob" },
      { messageId: pairMessage, guid: "team", uid: "alice" },
    ]) {
      const res = await banSenderAction(input);
      expect(res?.serverError).toBe(
        `Message ${input.messageId} was not sent by ${input.uid} in the group ${input.guid}.`,
      );
    }
    expect(await banned()).toEqual([]);
  });

  it("passes on the service's refusal of the owner, and bans nobody", async () => {
    const res = await banSenderAction({ messageId: fromAlice, guid: "team", uid: "alice" });
    expect(res?.serverError).toMatch(
      /owns the group team and cannot be banned\. Transfer the ownership first\./,
    );
    expect(await banned()).toEqual([]);
  });

  it("bans the sender, audited with the message it came from", async () => {
    const res = await banSenderAction({ messageId: fromBob, guid: "team", uid: "bob" });
    expect(res?.data?.success).toBe(true);
    expect(await banned()).toEqual(["bob"]);
    expect(mocks.audit.at(-1)).toMatchObject({ action: "messages.banSender", outcome: "ok" });
  });
});
