import { describe, expect, it } from "vitest";
import type { AuditRow } from "../audit-filter";
import type { Delivery } from "../schemas/webhooks";
import { adminsExport } from "./admins";
import { auditLogExport } from "./audit-log";
import { webhookDeliveriesExport } from "./webhook-deliveries";

describe("audit log export", () => {
  it("shows who with their role and an error outcome with its code", () => {
    const row: AuditRow = {
      id: 1,
      at: 1_790_000_000,
      actorEmail: "ada@example.com",
      actorRole: "admin",
      appId: null,
      action: "apiKeys.delete",
      target: "ab12…ef90",
      input: '{"id":"ab12…ef90"}',
      outcome: "error",
      errorCode: "ERR_NOT_FOUND",
    };
    expect(Object.values(auditLogExport.columns).map((c) => c.value(row))).toEqual([
      "2026-09-21T14:13:20.000Z",
      "ada@example.com (admin)",
      "apiKeys.delete",
      null,
      "ab12…ef90",
      "error: ERR_NOT_FOUND",
      '{"id":"ab12…ef90"}',
    ]);
  });
});

describe("webhook deliveries export", () => {
  it("shows the last attempt's duration and error, and every attempt in one cell", () => {
    const d = {
      id: "d1",
      trigger: "message_sent",
      state: "failed",
      attempts: 2,
      createdAt: 1_790_000_000,
      lastStatus: 500,
      payload: {},
      attemptsLog: [
        { attempt: 1, attemptedAt: 1_790_000_001, status: 500, durationMs: 12, error: "HTTP 500" },
        { attempt: 2, attemptedAt: 1_790_000_061, durationMs: 3000, error: "timeout" },
      ],
    } as unknown as Delivery;
    expect(Object.values(webhookDeliveriesExport.columns).map((c) => c.value(d))).toEqual([
      "2026-09-21T14:13:20.000Z",
      "message_sent",
      "failed",
      500,
      "3000 ms",
      "timeout",
      "#1 2026-09-21T14:13:21.000Z 500 12 ms HTTP 500; #2 2026-09-21T14:14:21.000Z no answer 3000 ms timeout",
      "",
    ]);
  });
});

describe("admins export", () => {
  it("shows the role's label and whether the account is disabled", () => {
    const row = {
      id: "a1",
      email: "ada@example.com",
      name: "Ada",
      role: "owner" as const,
      created_at: 1_790_000_000,
      disabled_at: 1_790_000_100,
    };
    const cells = Object.values(adminsExport.columns).map((c) => c.value(row));
    expect(cells).toEqual(["Ada", "ada@example.com", "Owner", "Disabled", "2026-09-21T14:13:20.000Z"]);
  });
});
