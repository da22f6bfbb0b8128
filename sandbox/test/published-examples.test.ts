import { describe, expect, it } from "vitest";
import published from "../published-request-examples.json" with { type: "json" };
import { PUBLISHED } from "../src/coverage";
import { expectError } from "./answers";
import { makeSandbox } from "./harness";

// Every published request example of the notification-provider operations (sandbox/published-request-examples.json
// says where each came from), sent in order: each save before its change, as a client would.

type Example = { operationId: string; method: string; path: string; body: Record<string, unknown> };
const EXAMPLES = published.examples as Example[];

describe("the published request examples of the notification providers", () => {
  it("names operations the published files list, with the body fields they publish", () => {
    for (const e of EXAMPLES) {
      const op = PUBLISHED.find((o) => o.operationId === e.operationId);
      expect(op, e.operationId).toMatchObject({ method: e.method, path: e.path });
      const fields = op?.body?.fields ?? [];
      expect(
        Object.keys(e.body).filter((k) => !fields.includes(k)),
        e.operationId,
      ).toEqual([]);
    }
    const withBodies = PUBLISHED.filter((o) => o.path.includes("/providers/") && o.body);
    expect(EXAMPLES.map((e) => e.operationId).sort()).toEqual(withBodies.map((o) => o.operationId).sort());
  });

  it("accepts every one", async () => {
    const s = makeSandbox();
    for (const e of EXAMPLES) {
      const res = await s.chat(e.method, e.path, { body: e.body });
      expect(res.status, `${e.operationId}: ${JSON.stringify(res.json)}`).toBeGreaterThanOrEqual(200);
      expect(res.status, `${e.operationId}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
    }
    const apns = await s.chat("GET", "/notifications/push/v1/providers/apns");
    expect(apns.json).toMatchObject({ data: { pushProviders: [{ providerId: "string", keyId: "string" }] } });
  });

  it("still refuses a body missing what the service needs, or of the wrong types", async () => {
    const s = makeSandbox();
    const fcm = EXAMPLES.find((e) => e.operationId === "notifications-push-add-fcm-provider") as Example;
    const twilio = EXAMPLES.find((e) => e.operationId === "notifications-sms-save-twilio-details") as Example;
    const creds = fcm.body.serviceAccountCreds as Record<string, unknown>;
    const refused: [Example, Record<string, unknown>, string][] = [
      [fcm, { ...fcm.body, serviceAccountCreds: undefined }, "serviceAccountCreds"],
      [fcm, { ...fcm.body, serviceAccountCreds: { ...creds, private_key: 42 } }, "private_key"],
      [fcm, { ...fcm.body, serviceAccountCreds: { ...creds, private_key_id: "" } }, "private_key_id"],
      [twilio, { ...twilio.body, twilioAuthToken: undefined }, "twilioAuthToken"],
      [twilio, { ...twilio.body, twilioAccountSID: ["AC1"] }, "twilioAccountSID"],
      [twilio, { ...twilio.body, isEnabled: "yes" }, "isEnabled"],
    ];
    for (const [e, body, field] of refused) {
      const err = expectError(await s.chat(e.method, e.path, { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {}).join(","), JSON.stringify(err)).toContain(field);
    }
  });
});
