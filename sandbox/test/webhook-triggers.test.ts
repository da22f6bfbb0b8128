import { describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { TRIGGER_IDS as SCHEMA_TRIGGER_IDS } from "../../lib/schemas/events";
import {
  deliveryListEnvelope,
  triggerResultsEnvelope,
  webhookTriggerListEnvelope,
} from "../../lib/schemas/webhooks";
import { emit, TRIGGER_IDS, TRIGGERS } from "../src/core/events";
import { expectError, okData } from "./answers";
import { onePage } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { createHook, hooksPath } from "./webhook-helpers";

describe("webhook triggers", () => {
  const triggers = (s: Sandbox) => `${hooksPath(s)}/orders1/triggers`;

  it("the shared schema knows exactly the sandbox's trigger ids", () => {
    expect([...SCHEMA_TRIGGER_IDS]).toEqual(TRIGGER_IDS);
  });

  it("adds triggers with a result per id, unknown ids failing alone", async () => {
    const s = makeSandbox();
    await createHook(s);
    const res = await s.mgmt("POST", triggers(s), {
      body: { triggerIds: ["message_sent", "group_created", "nope"] },
    });
    const data = okData(res, triggerResultsEnvelope);
    expect(data.message_sent?.success).toBe(true);
    expect(data.group_created?.success).toBe(true);
    expect(data.nope).toEqual({ success: false, message: expect.stringContaining("not a known trigger") });
    const again = triggerResultsEnvelope.parse(
      (await s.mgmt("POST", triggers(s), { body: { triggerIds: ["message_sent"] } })).json,
    );
    expect(again.data.message_sent).toEqual({ success: true, message: expect.stringContaining("already") });

    const list = webhookTriggerListEnvelope.parse((await s.mgmt("GET", triggers(s))).json);
    expect(list.data).toEqual([
      { id: "message_sent", description: TRIGGERS.message_sent },
      { id: "group_created", description: TRIGGERS.group_created },
    ]);
    expect(list.meta.pagination).toEqual(onePage(2));
    expect(s.db.transaction(() => emit(s.deps, s.app, "message_sent", { message: {} }))()).toBe(1);
    expect(emit(s.deps, s.app, "user_blocked", { users: {} })).toBe(0);
  });

  it("removes triggers and answers {success, message}, as published", async () => {
    const s = makeSandbox();
    await createHook(s);
    await s.mgmt("POST", triggers(s), { body: { triggerIds: ["message_sent", "group_created"] } });
    const res = await s.mgmt("DELETE", triggers(s), {
      body: { triggerIds: ["message_sent", "user_blocked"] },
    });
    expect(successEnvelope.parse(res.json).data).toEqual({
      success: true,
      message: "The triggers have been removed from the webhook orders1 successfully.",
    });
    const list = webhookTriggerListEnvelope.parse((await s.mgmt("GET", triggers(s))).json);
    expect(list.data.map((t) => t.id)).toEqual(["group_created"]);
  });

  it("refuses a removal naming an unknown trigger, and removes nothing", async () => {
    const s = makeSandbox();
    await createHook(s);
    await s.mgmt("POST", triggers(s), { body: { triggerIds: ["message_sent"] } });
    const res = await s.mgmt("DELETE", triggers(s), { body: { triggerIds: ["message_sent", "nope"] } });
    expectError(res, 400, "ERR_BAD_REQUEST");
    const list = webhookTriggerListEnvelope.parse((await s.mgmt("GET", triggers(s))).json);
    expect(list.data.map((t) => t.id)).toEqual(["message_sent"]);
  });

  const bad: [string, unknown][] = [
    ["an empty list", { triggerIds: [] }],
    ["no list", {}],
    ["a string instead of a list", { triggerIds: "message_sent" }],
    ["a number in the list", { triggerIds: [5] }],
  ];
  for (const [what, body] of bad) {
    it(`answers 400 for ${what} and changes nothing`, async () => {
      const s = makeSandbox();
      await createHook(s);
      expectError(await s.mgmt("POST", triggers(s), { body }), 400, "ERR_BAD_REQUEST");
      expectError(await s.mgmt("DELETE", triggers(s), { body }), 400, "ERR_BAD_REQUEST");
      expect(s.db.prepare("SELECT COUNT(*) AS n FROM webhook_triggers").get()).toEqual({ n: 0 });
    });
  }

  it("answers 404 for an unknown webhook or app", async () => {
    const s = makeSandbox();
    const body = { triggerIds: ["message_sent"] };
    expectError(
      await s.mgmt("POST", `${hooksPath(s)}/nosuch/triggers`, { body }),
      404,
      "ERR_WEBHOOK_NOT_FOUND",
    );
    expectError(await s.mgmt("GET", `${hooksPath(s)}/nosuch/triggers`), 404, "ERR_WEBHOOK_NOT_FOUND");
    expectError(
      await s.mgmt("DELETE", "/apps/nosuch/webhooks/x/triggers", { body }),
      404,
      "ERR_APP_NOT_FOUND",
    );
  });
});

describe("deliveries reads", () => {
  it("list queued events with filters on the sandbox and management paths alike", async () => {
    const s = makeSandbox();
    await createHook(s);
    await s.mgmt("POST", `${hooksPath(s)}/orders1/triggers`, {
      body: { triggerIds: ["group_created", "user_blocked"] },
    });
    s.db.transaction(() => {
      emit(s.deps, s.app, "group_created", { group: { guid: "g1" } });
      emit(s.deps, s.app, "user_blocked", { users: {} });
    })();
    const sandbox = await s.control("GET", "/webhooks/orders1/deliveries");
    const mgmt = await s.mgmt("GET", `${hooksPath(s)}/orders1/deliveries`);
    expect(mgmt.json).toEqual(sandbox.json);
    const list = deliveryListEnvelope.parse(sandbox.json);
    expect(list.data.map((d) => d.trigger)).toEqual(["user_blocked", "group_created"]);
    const nowSec = Math.floor(s.deps.now() / 1000);
    expect(list.data[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      trigger: "group_created",
      state: "pending",
      attempts: 0,
      createdAt: nowSec,
      nextAttemptAt: nowSec,
      payload: {
        trigger: "group_created",
        data: { group: { guid: "g1" } },
        appId: s.app.id,
        region: "us",
        webhook: "orders1",
      },
      attemptsLog: [],
    });
    const filtered = deliveryListEnvelope.parse(
      (await s.control("GET", "/webhooks/orders1/deliveries?trigger=group_created&state=pending")).json,
    );
    expect(filtered.data).toHaveLength(1);
    const none = deliveryListEnvelope.parse(
      (await s.control("GET", "/webhooks/orders1/deliveries?state=delivered")).json,
    );
    expect(none.meta.pagination.total).toBe(0);
  });

  it("answers 400 for bad filters, 404 for an unknown webhook and 401 without a key", async () => {
    const s = makeSandbox();
    await createHook(s);
    expectError(await s.control("GET", "/webhooks/orders1/deliveries?state=lost"), 400, "ERR_BAD_REQUEST");
    expectError(await s.control("GET", "/webhooks/orders1/deliveries?trigger=nope"), 400, "ERR_BAD_REQUEST");
    expectError(await s.control("GET", "/webhooks/nosuch/deliveries"), 404, "ERR_WEBHOOK_NOT_FOUND");
    expectError(
      await s.control("GET", "/webhooks/orders1/deliveries", { apikey: null }),
      401,
      "AUTH_ERR_EMPTY_APIKEY",
    );
    expectError(await s.mgmt("GET", `${hooksPath(s)}/nosuch/deliveries`), 404, "ERR_WEBHOOK_NOT_FOUND");
  });
});
