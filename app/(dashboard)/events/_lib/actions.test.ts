import { beforeEach, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "@/lib/receiver/events";
import { recordingServer } from "@/test/local-server";

const mocks = vi.hoisted(() => ({
  events: new Map<string, StoredEvent>(),
}));

vi.mock("@/lib/auth/session", () => import("@/test/signed-in-admin"));
vi.mock("@/lib/server/connections", () => ({
  activeConnection: async () => ({ appId: "app1", region: "eu", conn: {} }),
}));
vi.mock("@/lib/audit", () => ({ appendAudit: async () => undefined }));
vi.mock("@/lib/receiver/service", () => ({
  getEvent: async (id: string) => mocks.events.get(id),
  listEvents: async () => ({ events: [] }),
}));

const { replayEventAction } = await import("./actions");

const stored = (id: string, appId: string): StoredEvent => ({
  id,
  endpointId: "ep_ours",
  appId,
  trigger: "message_sent",
  family: "messages",
  dedupeKey: id,
  payload: { trigger: "message_sent", data: { n: id } },
  headers: {},
  receivedAt: 1,
  attempt: null,
});

const hook = recordingServer();
beforeEach(() => {
  mocks.events = new Map([
    ["1", stored("1", "app1")],
    ["2", stored("2", "other-app")],
  ]);
  hook.bodies.length = 0;
});

describe("replayEventAction", () => {
  it("POSTs the stored payload and reports the answer", async () => {
    const res = await replayEventAction({ id: "1", url: `${hook.base}/hook` });
    expect(res?.data).toMatchObject({ status: 202, ok: true });
    expect(JSON.parse(hook.bodies[0] ?? "")).toEqual(stored("1", "app1").payload);
  });

  it("refuses plain http to a public host and sends nothing", async () => {
    const res = await replayEventAction({ id: "1", url: "http://example.com" });
    expect(res?.validationErrors?.url?._errors?.[0]).toMatch(
      /^Refused: Use https: plain http is allowed only/,
    );
    expect(res?.data).toBeUndefined();
  });

  it("answers not found for an unknown id and for another app's event", async () => {
    for (const id of ["999", "2"]) {
      const res = await replayEventAction({ id, url: `${hook.base}/hook` });
      expect(res?.serverError).toBe("No stored event has this id.");
    }
    expect(hook.bodies).toHaveLength(0);
  });
});
