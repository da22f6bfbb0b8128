import { describe, expect, it } from "vitest";
import { successEnvelope } from "../../lib/schemas/common";
import { deliveryListEnvelope, webhookEnvelope, webhookListEnvelope } from "../../lib/schemas/webhooks";
import { emit } from "../src/core/events";
import { expectError, okData } from "./answers";
import { onePage } from "./fixtures";
import { makeSandbox } from "./harness";
import { base, createHook, hookRows, hooksPath, withAuth } from "./webhook-helpers";

describe("POST /mgmt/apps/:appId/webhooks", () => {
  it("creates a webhook with the documented defaults", async () => {
    const s = makeSandbox();
    const data = await createHook(s);
    expect(data).toEqual({
      id: "orders1",
      name: "Orders",
      webhookURL: "https://example.com/hook",
      useBasicAuth: false,
      enabled: true,
      retryOnFailure: false,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
  });

  it("stores the Basic-auth password but never answers it", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", hooksPath(s), {
      body: { ...withAuth, retryOnFailure: true, enabled: false },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).not.toContain("s3cret");
    expect(res.json.data).not.toHaveProperty("password");
    const data = webhookEnvelope.parse(res.json).data;
    expect(data).toMatchObject({ useBasicAuth: true, username: "bot", enabled: false, retryOnFailure: true });
    expect(hookRows(s)).toEqual([expect.objectContaining({ username: "bot", password: "s3cret" })]);
  });

  it("takes the published example id test_webhook201", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", hooksPath(s), { body: { ...base, id: "test_webhook201" } });
    expect(okData(res, webhookEnvelope).id).toBe("test_webhook201");
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ["an id with a space", { ...base, id: "my hook" }, "id"],
    ["an id with a dot", { ...base, id: "my.hook" }, "id"],
    ["a 51-character id", { ...base, id: "a".repeat(51) }, "id"],
    ["a 51-character name", { ...base, name: "n".repeat(51) }, "name"],
    ["a 101-character password", { ...withAuth, password: "p".repeat(101) }, "password"],
    ["a 51-character username", { ...withAuth, username: "u".repeat(51) }, "username"],
    ["an ftp URL", { ...base, webhookURL: "ftp://example.com/hook" }, "webhookURL"],
    [
      "a URL longer than 255",
      { ...base, webhookURL: `https://example.com/${"x".repeat(240)}` },
      "webhookURL",
    ],
    ["not a URL", { ...base, webhookURL: "hook" }, "webhookURL"],
    ["Basic auth without a password", { ...base, useBasicAuth: true, username: "bot" }, "password"],
    ["Basic auth without a username", { ...base, useBasicAuth: true, password: "pw" }, "username"],
    ["a missing id", { name: "x", webhookURL: base.webhookURL }, "id"],
    ["a missing URL", { id: "x", name: "x" }, "webhookURL"],
    ["enabled as a string", { ...base, enabled: "yes" }, "enabled"],
  ];
  for (const [what, body, field] of bad) {
    it(`answers 400 for ${what} and stores nothing`, async () => {
      const s = makeSandbox();
      const err = expectError(await s.mgmt("POST", hooksPath(s), { body }), 400, "ERR_BAD_REQUEST");
      expect(Object.keys(err.details ?? {})).toContain(field);
      expect(hookRows(s)).toEqual([]);
    });
  }

  it("answers 400 for malformed JSON and stores nothing", async () => {
    const s = makeSandbox();
    expectError(await s.mgmt("POST", hooksPath(s), { rawBody: "{id:" }), 400, "ERR_BAD_REQUEST");
    expect(hookRows(s)).toEqual([]);
  });

  it("answers 409 for an existing id, keeping the first", async () => {
    const s = makeSandbox();
    await createHook(s);
    const res = await s.mgmt("POST", hooksPath(s), { body: { ...base, name: "Second" } });
    expectError(res, 409, "ERR_WEBHOOK_ALREADY_EXISTS");
    expect(hookRows(s)).toEqual([expect.objectContaining({ name: "Orders" })]);
  });

  it("refuses a 26th webhook", async () => {
    const s = makeSandbox();
    for (let i = 0; i < 25; i++) await createHook(s, { ...base, id: `hook${i}` });
    const err = expectError(
      await s.mgmt("POST", hooksPath(s), { body: { ...base, id: "hook25" } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expect(err.message).toContain("25");
    expect(hookRows(s)).toHaveLength(25);
  });

  it("answers 404 for an unknown app and 401 for missing or wrong credentials", async () => {
    const s = makeSandbox();
    expectError(await s.mgmt("POST", "/apps/nosuch/webhooks", { body: base }), 404, "ERR_APP_NOT_FOUND");
    const noSecret = await s.raw("POST", `/mgmt${hooksPath(s)}`, {
      apikey: null,
      body: base,
      headers: { key: "k" },
    });
    expectError(noSecret, 401, "AUTH_ERR_EMPTY_CREDENTIALS");
    const wrong = await s.mgmt("POST", hooksPath(s), { body: base, headers: { key: "wrong" } });
    expectError(wrong, 401, "AUTH_ERR_INVALID_CREDENTIALS");
    expect(hookRows(s)).toEqual([]);
  });
});

describe("GET /mgmt/apps/:appId/webhooks", () => {
  it("pages the app's webhooks and filters with searchKey", async () => {
    const s = makeSandbox();
    await createHook(s, withAuth);
    await createHook(s, { ...base, id: "billing", name: "Billing events" });
    await createHook(s, { ...base, id: "audit", name: "Audit" });
    const all = await s.mgmt("GET", hooksPath(s));
    expect(JSON.stringify(all.json)).not.toContain("s3cret");
    const list = webhookListEnvelope.parse(all.json);
    expect(list.meta.pagination).toEqual(onePage(3));
    const page = webhookListEnvelope.parse((await s.mgmt("GET", `${hooksPath(s)}?perPage=2&page=2`)).json);
    expect(page.meta.pagination).toMatchObject({ total: 3, count: 1, total_pages: 2 });
    const found = webhookListEnvelope.parse((await s.mgmt("GET", `${hooksPath(s)}?searchKey=bill`)).json);
    expect(found.data.map((w) => w.id)).toEqual(["billing"]);
    const byName = webhookListEnvelope.parse((await s.mgmt("GET", `${hooksPath(s)}?searchKey=Audit`)).json);
    expect(byName.data.map((w) => w.id)).toEqual(["audit"]);
  });

  it("reads one webhook and answers 404 for an unknown one", async () => {
    const s = makeSandbox();
    await createHook(s, withAuth);
    const one = await s.mgmt("GET", `${hooksPath(s)}/orders1`);
    expect(webhookEnvelope.parse(one.json).data).toMatchObject({ id: "orders1", username: "bot" });
    expect(one.json.data).not.toHaveProperty("password");
    expectError(await s.mgmt("GET", `${hooksPath(s)}/nosuch`), 404, "ERR_WEBHOOK_NOT_FOUND");
    expectError(await s.mgmt("GET", "/apps/nosuch/webhooks/orders1"), 404, "ERR_APP_NOT_FOUND");
  });
});

describe("PUT /mgmt/apps/:appId/webhooks/:webhookId", () => {
  it("updates only the given fields and keeps the password when it is blank or absent", async () => {
    const s = makeSandbox();
    await createHook(s, withAuth);
    const res = await s.mgmt("PUT", `${hooksPath(s)}/orders1`, { body: { name: "Renamed", password: "" } });
    expect(res.status).toBe(200);
    expect(res.json.data).not.toHaveProperty("password");
    expect(webhookEnvelope.parse(res.json).data).toEqual({
      id: "orders1",
      name: "Renamed",
      webhookURL: base.webhookURL,
      useBasicAuth: true,
      username: "bot",
      enabled: true,
      retryOnFailure: false,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(hookRows(s)).toEqual([expect.objectContaining({ name: "Renamed", password: "s3cret" })]);
    await s.mgmt("PUT", `${hooksPath(s)}/orders1`, { body: { password: "n3w", retryOnFailure: true } });
    expect(hookRows(s)).toEqual([expect.objectContaining({ password: "n3w", retry_on_failure: 1 })]);
  });

  it("checks the merged webhook: Basic auth needs stored or given credentials", async () => {
    const s = makeSandbox();
    await createHook(s);
    const res = await s.mgmt("PUT", `${hooksPath(s)}/orders1`, {
      body: { useBasicAuth: true, username: "bot" },
    });
    const err = expectError(res, 400, "ERR_BAD_REQUEST");
    expect(err.details).toHaveProperty("password");
    expect(hookRows(s)).toEqual([expect.objectContaining({ use_basic_auth: 0, username: null })]);
    const ok = await s.mgmt("PUT", `${hooksPath(s)}/orders1`, {
      body: { useBasicAuth: true, username: "bot", password: "pw" },
    });
    expect(webhookEnvelope.parse(ok.json).data).toMatchObject({ useBasicAuth: true, username: "bot" });
  });

  const bad: [string, unknown][] = [
    ["an empty body", {}],
    ["an ftp URL", { webhookURL: "ftp://example.com/x" }],
    ["a 51-character name", { name: "n".repeat(51) }],
    ["a 101-character password", { password: "p".repeat(101) }],
  ];
  for (const [what, body] of bad) {
    it(`answers 400 for ${what} and changes nothing`, async () => {
      const s = makeSandbox();
      await createHook(s, withAuth);
      const before = hookRows(s);
      expectError(await s.mgmt("PUT", `${hooksPath(s)}/orders1`, { body }), 400, "ERR_BAD_REQUEST");
      expect(hookRows(s)).toEqual(before);
    });
  }

  it("answers 404 for an unknown webhook", async () => {
    const s = makeSandbox();
    expectError(
      await s.mgmt("PUT", `${hooksPath(s)}/nosuch`, { body: { name: "x" } }),
      404,
      "ERR_WEBHOOK_NOT_FOUND",
    );
  });

  it("fails the pending deliveries of a webhook it disables", async () => {
    const s = makeSandbox();
    await createHook(s);
    await s.mgmt("POST", `${hooksPath(s)}/orders1/triggers`, { body: { triggerIds: ["user_blocked"] } });
    s.db.transaction(() => emit(s.deps, s.app, "user_blocked", { users: {} }))();
    await s.mgmt("PUT", `${hooksPath(s)}/orders1`, { body: { enabled: false } });
    const list = deliveryListEnvelope.parse((await s.control("GET", "/webhooks/orders1/deliveries")).json);
    expect(list.data[0]).toMatchObject({ state: "failed", attempts: 1 });
    expect(list.data[0]?.attemptsLog[0]?.error).toMatch(/disabled/);
    expect(emit(s.deps, s.app, "user_blocked", { users: {} })).toBe(0);
  });
});

describe("DELETE /mgmt/apps/:appId/webhooks/:webhookId", () => {
  it("deletes the webhook, its triggers, and fails its pending deliveries", async () => {
    const s = makeSandbox();
    await createHook(s);
    await s.mgmt("POST", `${hooksPath(s)}/orders1/triggers`, { body: { triggerIds: ["group_created"] } });
    s.db.transaction(() => emit(s.deps, s.app, "group_created", { group: {} }))();
    const res = await s.mgmt("DELETE", `${hooksPath(s)}/orders1`);
    expect(successEnvelope.parse(res.json).data.success).toBe(true);
    expect(hookRows(s)).toEqual([]);
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM webhook_triggers").get()).toEqual({ n: 0 });
    expect(s.db.prepare("SELECT state FROM outbox").all()).toEqual([{ state: "failed" }]);
    expectError(await s.mgmt("GET", `${hooksPath(s)}/orders1`), 404, "ERR_WEBHOOK_NOT_FOUND");
    expectError(await s.mgmt("DELETE", `${hooksPath(s)}/orders1`), 404, "ERR_WEBHOOK_NOT_FOUND");
  });
});
