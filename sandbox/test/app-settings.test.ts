import { beforeEach, describe, expect, it } from "vitest";
import {
  APP_SETTINGS,
  appSettingsEnvelope,
  fetchUsageEnvelope,
  mapSettingsEnvelope,
  unmapSettingsEnvelope,
} from "../../lib/schemas/app-settings";
import { expectError, okData } from "./answers";
import { sendText } from "./chat-helpers";
import { addUsers } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

let s: Sandbox;
let path: string;

beforeEach(() => {
  s = makeSandbox();
  addUsers(s, "alice", "bob");
  path = `/apps/${s.app.id}/settings`;
});

const settings = async () => appSettingsEnvelope.parse((await s.mgmt("GET", path)).json).data;
const stored = () => (s.db.prepare("SELECT count(*) AS n FROM app_settings").get() as { n: number }).n;
const defaults = Object.fromEntries(Object.entries(APP_SETTINGS).map(([k, v]) => [k, v.default]));

const lastMessageId = async () => {
  const res = await s.chat("GET", "/users/bob/conversation", { onBehalfOf: "alice" });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.lastMessage.id;
};

describe("app settings (published /apps/{appId}/settings)", () => {
  it("lists every setting at its default, maps some per key as published, and unmaps them", async () => {
    expect(await settings()).toEqual(defaults);
    const res = await s.mgmt("POST", path, {
      body: { settings: { "core.conversations.updateOnReplies": false, "core.no.such": true } },
    });
    expect(okData(res, mapSettingsEnvelope)).toEqual({
      "core.conversations.updateOnReplies": { success: true, message: "Added setting(s) successfully." },
      "core.no.such": { success: false, message: "The setting core.no.such does not exist." },
    });
    expect(await settings()).toEqual({ ...defaults, "core.conversations.updateOnReplies": false });

    await s.mgmt("POST", path, { body: { settings: { "core.threads.updateOnMessageActions": true } } });
    const one = await s.mgmt("DELETE", path, { body: { settings: ["core.threads.updateOnMessageActions"] } });
    expect(unmapSettingsEnvelope.parse(one.json).data.success).toBe(true);
    expect(await settings()).toEqual({ ...defaults, "core.conversations.updateOnReplies": false });
    const all = await s.mgmt("DELETE", path);
    expect(all.status).toBe(200);
    expect(await settings()).toEqual(defaults);
    expect(stored()).toBe(0);
  });

  it("refuses what is not a map of booleans, and unknown keys on unmap, changing nothing", async () => {
    await s.mgmt("POST", path, { body: { settings: { "core.conversations.updateOnReplies": false } } });
    for (const body of [
      {},
      { settings: {} },
      { settings: [] },
      { settings: { "core.conversations.updateOnReplies": "yes" } },
      { settings: "on" },
    ]) {
      expectError(await s.mgmt("POST", path, { body }), 400, "ERR_BAD_REQUEST");
    }
    expectError(
      await s.mgmt("DELETE", path, { body: { settings: ["core.no.such"] } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(await s.mgmt("GET", "/apps/nope/settings"), 404, "ERR_APP_NOT_FOUND");
    expect(await settings()).toEqual({ ...defaults, "core.conversations.updateOnReplies": false });
  });

  it("decides whether thread replies and custom messages become the conversation's last message", async () => {
    const first = await sendText(s, "alice", "bob", "hello");
    const reply = async () =>
      (
        await s.chat("POST", `/messages/${first}/thread`, {
          onBehalfOf: "bob",
          body: {
            receiver: "alice",
            receiverType: "user",
            category: "message",
            type: "text",
            data: { text: "re" },
          },
        })
      ).json.data?.id as string;
    const custom = async () =>
      (
        await s.chat("POST", "/messages", {
          onBehalfOf: "alice",
          body: {
            receiver: "bob",
            receiverType: "user",
            category: "custom",
            type: "poll",
            data: { customData: {} },
          },
        })
      ).json.data?.id as string;

    const r1 = await reply();
    expect(await lastMessageId()).toBe(r1);
    await s.mgmt("POST", path, {
      body: {
        settings: {
          "core.conversations.updateOnReplies": false,
          "core.conversations.updateOnCustomMessage": false,
        },
      },
    });
    await reply();
    await custom();
    expect(await lastMessageId()).toBe(r1);
    const plain = await sendText(s, "bob", "alice", "plain messages still do");
    expect(await lastMessageId()).toBe(plain);

    await s.mgmt("DELETE", path);
    const c = await custom();
    expect(await lastMessageId()).toBe(c);
  });
});

describe("usage (published POST /apps/{appId}/usage)", () => {
  it("accepts a request for either billing cycle and says where the report goes", async () => {
    for (const body of [{}, { usePreviousBillingCycle: true }, { usePreviousBillingCycle: false }]) {
      const res = await s.mgmt("POST", `/apps/${s.app.id}/usage`, { body });
      const data = okData(res, fetchUsageEnvelope);
      expect(data.success).toBe(true);
      expect(data.message).toMatch(/Your usage request has been accepted .* You will receive an email/);
    }
    expectError(
      await s.mgmt("POST", `/apps/${s.app.id}/usage`, { body: { usePreviousBillingCycle: "yes" } }),
      400,
      "ERR_BAD_REQUEST",
    );
  });
});
