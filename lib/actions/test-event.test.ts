import { beforeEach, describe, expect, it, vi } from "vitest";
import { recordingServer } from "@/test/local-server";
import { tempDataDir } from "@/test/temp-store";

// The action wrapper reads the store's settings: a store of this file's own, not the working copy's.
tempDataDir("test-event-action");

const mocks = vi.hoisted(() => ({
  ingested: [] as { endpointId: string; body: string }[],
  webhookURL: "https://hooks.example.test/x",
}));

vi.mock("@/lib/auth/session", () => import("@/test/signed-in-admin"));
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ appId: "app1", region: "eu", conn: {} }),
}));
vi.mock("@/lib/audit", () => ({ appendAudit: async () => undefined }));
// The one service call the action makes: reading the webhook.
vi.mock("@/lib/server/api/call", async () => {
  const { getWebhook } = await import("@/lib/contract/webhooks");
  return {
    call: async (_c: unknown, contract: unknown, input: { params: { webhookId: string } }) => {
      if (contract !== getWebhook) throw new Error("the action read something other than the webhook");
      return {
        data: { id: input.params.webhookId, name: "Hook", webhookURL: mocks.webhookURL, useBasicAuth: true },
      };
    },
  };
});
vi.mock("@/lib/receiver/service", () => ({
  listEvents: async () => ({ events: [] }),
  listEndpoints: async () => [{ id: "ep_ours", name: "Ours", path: "/api/receiver/ep_ours" }],
  getReceiver: async () => ({
    ingest: async (endpointId: string, body: string) => {
      mocks.ingested.push({ endpointId, body });
      return { duplicate: false, id: String(mocks.ingested.length) };
    },
  }),
}));

const { sendTestEventAction } = await import("./test-event");

const hook = recordingServer();
beforeEach(() => {
  mocks.ingested = [];
  hook.bodies.length = 0;
});

describe("sendTestEventAction", () => {
  it("refuses an unknown trigger with a clear message", async () => {
    const res = await sendTestEventAction({
      trigger: "message_exploded",
      target: { kind: "receiver", endpointId: "ep_ours" },
    });
    expect(res?.serverError).toBe('"message_exploded" is not a known trigger id: pick one from the list.');
    expect(mocks.ingested).toHaveLength(0);
  });

  it("stores a valid sample through our endpoint", async () => {
    const res = await sendTestEventAction({
      trigger: "call_started",
      target: { kind: "receiver", endpointId: "ep_ours" },
    });
    expect(res?.data).toMatchObject({ trigger: "call_started", stored: true, id: "1" });
    expect(JSON.parse(mocks.ingested[0]?.body ?? "")).toMatchObject({
      trigger: "call_started",
      type: "call",
      appId: "app1",
    });
  });

  it("refuses an endpoint of no concern to the active app", async () => {
    const res = await sendTestEventAction({
      trigger: "call_started",
      target: { kind: "receiver", endpointId: "ep_other" },
    });
    expect(res?.serverError).toBe("No receiver endpoint with this id exists for the active app.");
  });

  it("stores directly when the webhook points at one of our endpoints", async () => {
    mocks.webhookURL = "http://127.0.0.1:3000/api/receiver/ep_ours";
    const res = await sendTestEventAction({
      trigger: "group_updated",
      target: { kind: "webhook", webhookId: "orders" },
    });
    expect(res?.data).toMatchObject({ stored: true });
    expect(JSON.parse(mocks.ingested[0]?.body ?? "")).toMatchObject({ webhook: "orders" });
  });

  it("POSTs to another webhook URL without auth, and says so", async () => {
    mocks.webhookURL = `${hook.base}/elsewhere`;
    const res = await sendTestEventAction({
      trigger: "message_sent",
      target: { kind: "webhook", webhookId: "orders" },
    });
    expect(res?.data).toMatchObject({ stored: false, withoutAuth: true, outcome: { status: 202, ok: true } });
    expect(JSON.parse(hook.bodies[0] ?? "")).toMatchObject({ trigger: "message_sent", webhook: "orders" });
  });
});
