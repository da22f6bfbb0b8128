import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as webhooksContract from "@/lib/contract/webhooks";
import { call } from "@/lib/server/api/call";
import { listWebhookTriggerIds } from "@/lib/server/api/mgmt-webhooks";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { applyTriggerDiff } from "./apply-triggers";
import { diffTriggers } from "./triggers";

let sb: SandboxProcess;

beforeAll(async () => {
  sb = await startSandbox("eu");
  await call(sb.connection, webhooksContract.createWebhook, {
    params: { appId: sb.appId },
    body: { id: "hook", name: "Hook", webhookURL: "https://example.com/h" },
  });
});
afterAll(() => sb?.stop());

describe("applyTriggerDiff", () => {
  it("applies only the changes and reports each refused id", async () => {
    expect(
      await applyTriggerDiff(sb.connection, "hook", diffTriggers([], ["message_sent", "call_ended"])),
    ).toEqual([]);
    // The form believed group_created was subscribed: removing what is not there is no failure.
    const failures = await applyTriggerDiff(
      sb.connection,
      "hook",
      diffTriggers(["message_sent", "call_ended", "group_created"], ["message_sent", "user_blocked"]),
    );
    expect(failures).toEqual([]);
    expect(await listWebhookTriggerIds(sb.connection, "hook")).toEqual(["message_sent", "user_blocked"]);
    // An id the service does not know refuses the whole removal: each id named is a failure.
    const refused = await applyTriggerDiff(sb.connection, "hook", {
      add: [],
      remove: ["user_blocked", "nope"],
    });
    expect(refused.map((f) => [f.triggerId, f.change])).toEqual([
      ["user_blocked", "remove"],
      ["nope", "remove"],
    ]);
    expect(refused[0]?.message).toContain("ERR_BAD_REQUEST");
    expect(await listWebhookTriggerIds(sb.connection, "hook")).toEqual(["message_sent", "user_blocked"]);
  });

  it("turns a refused call into one failure per id", async () => {
    const failures = await applyTriggerDiff(sb.connection, "missing", { add: ["message_sent"], remove: [] });
    expect(failures).toEqual([
      { triggerId: "message_sent", change: "add", message: expect.stringContaining("ERR_WEBHOOK_NOT_FOUND") },
    ]);
  });
});
