import { describe, expect, it } from "vitest";
import {
  createWebhookActionInput,
  listDeliveriesInput,
  toggleWebhookInput,
  updateWebhookActionInput,
  webhookFormSchema,
} from "./schema";

const valid = {
  id: "orders1",
  name: "Orders",
  webhookURL: "https://hooks.example.com/orders",
  useBasicAuth: false,
  username: "",
  password: "",
  enabled: true,
  retryOnFailure: false,
  triggerIds: ["message_sent"],
};

const messageOf = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("webhook form schema", () => {
  it("accepts a valid webhook", () => {
    expect(createWebhookActionInput.safeParse(valid).success).toBe(true);
  });

  it("takes the published example id; refuses a space, a dot and an id over 50 characters", () => {
    expect(createWebhookActionInput.safeParse({ ...valid, id: "test_webhook201" }).success).toBe(true);
    expect(createWebhookActionInput.safeParse({ ...valid, id: "my-hook" }).success).toBe(true);
    expect(messageOf(createWebhookActionInput.safeParse({ ...valid, id: "my hook" }), "id")).toMatch(
      /letters, digits, _ and - only/,
    );
    expect(messageOf(createWebhookActionInput.safeParse({ ...valid, id: "my.hook" }), "id")).toMatch(
      /letters, digits, _ and - only/,
    );
    expect(messageOf(createWebhookActionInput.safeParse({ ...valid, id: "a".repeat(51) }), "id")).toMatch(
      /at most 50/,
    );
    expect(createWebhookActionInput.safeParse({ ...valid, id: "a".repeat(50) }).success).toBe(true);
  });

  it("refuses a 51-character name and a blank one", () => {
    expect(messageOf(createWebhookActionInput.safeParse({ ...valid, name: "n".repeat(51) }), "name")).toMatch(
      /at most 50/,
    );
    expect(messageOf(createWebhookActionInput.safeParse({ ...valid, name: "   " }), "name")).toBe(
      "Enter a name.",
    );
  });

  it("refuses http to a public host and allows it to loopback", () => {
    expect(
      messageOf(
        createWebhookActionInput.safeParse({ ...valid, webhookURL: "http://hooks.example.com/x" }),
        "webhookURL",
      ),
    ).toMatch(/Use https/);
    expect(
      createWebhookActionInput.safeParse({ ...valid, webhookURL: "http://127.0.0.1:4000/x" }).success,
    ).toBe(true);
  });

  it("refuses over-long credentials", () => {
    const auth = { ...valid, useBasicAuth: true, username: "u".repeat(51), password: "p".repeat(101) };
    const r = createWebhookActionInput.safeParse(auth);
    expect(messageOf(r, "username")).toMatch(/at most 50/);
    expect(messageOf(r, "password")).toMatch(/at most 100/);
  });

  it("needs a username and password for Basic auth when creating", () => {
    const r = createWebhookActionInput.safeParse({ ...valid, useBasicAuth: true });
    expect(messageOf(r, "username")).toBe("Enter a username.");
    expect(messageOf(r, "password")).toBe("Enter a password.");
  });

  it("keeps the stored password when editing with a blank one", () => {
    const edit = { ...valid, useBasicAuth: true, username: "u", previousTriggerIds: [] };
    expect(updateWebhookActionInput.safeParse(edit).success).toBe(true);
    expect(webhookFormSchema(true).safeParse(edit).success).toBe(false);
  });

  it("refuses unknown trigger ids", () => {
    expect(createWebhookActionInput.safeParse({ ...valid, triggerIds: ["nope"] }).success).toBe(false);
    expect(updateWebhookActionInput.safeParse({ ...valid, previousTriggerIds: ["nope"] }).success).toBe(
      false,
    );
  });

  it("checks the small inputs too", () => {
    expect(toggleWebhookInput.safeParse({ id: "bad id", enabled: true }).success).toBe(false);
    expect(
      listDeliveriesInput.safeParse({ webhookId: "a", page: 1, perPage: 25, state: "failed" }).success,
    ).toBe(true);
    expect(listDeliveriesInput.safeParse({ webhookId: "a", page: 0, perPage: 25 }).success).toBe(false);
    expect(
      listDeliveriesInput.safeParse({ webhookId: "a", page: 1, perPage: 25, state: "lost" }).success,
    ).toBe(false);
  });
});
