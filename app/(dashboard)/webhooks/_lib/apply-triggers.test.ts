import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWebhook, listWebhookTriggerIds } from "@/lib/api/mgmt-webhooks";
import { type SandboxProcess, startSandbox } from "@/test/sandbox-process";
import { applyTriggerDiff } from "./apply-triggers";
import { diffTriggers } from "./triggers";

let sb: SandboxProcess;

beforeAll(async () => {
  sb = await startSandbox("eu");
  await createWebhook(sb.connection, { id: "hook", name: "Hook", webhookURL: "https://example.com/h" });
});
afterAll(() => sb?.stop());

describe("applyTriggerDiff", () => {
  it("applies only the changes and reports each refused id", async () => {
    expect(
      await applyTriggerDiff(sb.connection, "hook", diffTriggers([], ["message_sent", "call_ended"])),
    ).toEqual([]);
    // The form believed group_created was subscribed: removing it is refused, the rest applies.
    const failures = await applyTriggerDiff(
      sb.connection,
      "hook",
      diffTriggers(["message_sent", "call_ended", "group_created"], ["message_sent", "user_blocked"]),
    );
    expect(failures).toEqual([
      { triggerId: "group_created", change: "remove", message: "group_created is not added to the webhook." },
    ]);
    expect(await listWebhookTriggerIds(sb.connection, "hook")).toEqual(["message_sent", "user_blocked"]);
  });

  it("turns a refused call into one failure per id", async () => {
    const failures = await applyTriggerDiff(sb.connection, "missing", { add: ["message_sent"], remove: [] });
    expect(failures).toEqual([
      { triggerId: "message_sent", change: "add", message: expect.stringContaining("ERR_WEBHOOK_NOT_FOUND") },
    ]);
  });
});
