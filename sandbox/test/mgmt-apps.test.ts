import { describe, expect, it } from "vitest";
import {
  appEnvelope,
  appListEnvelope,
  collaboratorChangesEnvelope,
  collaboratorListEnvelope,
  deleteAppEnvelope,
  extensionChangesEnvelope,
  extensionListEnvelope,
} from "../../lib/schemas/apps";
import { expectError, okData } from "./answers";
import { pageOf } from "./fixtures";
import { makeSandbox, type Sandbox } from "./harness";

const appCount = (s: Sandbox) => (s.db.prepare("SELECT COUNT(*) AS n FROM apps").get() as { n: number }).n;

describe("POST /mgmt/apps", () => {
  it("creates an active app with its two starting keys", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", "/apps", { body: { name: "Shop chat", region: "eu" } });
    const data = okData(res, appEnvelope);
    expect(data).toMatchObject({ name: "Shop chat", region: "eu", version: "3", state: "active" });
    expect(data.createdAt).toBe(Math.floor(s.deps.now() / 1000));
    const keys = Object.values(data.apiKeys);
    expect(keys.map((k) => [k.name, k.scope, k.createdBy])).toEqual([
      ["Rest API Key", "fullAccess", "app_system"],
      ["Auth Key", "authOnly", "app_system"],
    ]);
    for (const [value, key] of Object.entries(data.apiKeys)) {
      expect(key.apiKey).toBe(value);
      expect(value).toMatch(/^[0-9a-f]{40}$/);
    }
    expect(appCount(s)).toBe(2);
  });

  it("answers the published plan, trial end, owner and region of the app", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", "/apps", { body: { name: "Owned", region: "in" } });
    const { data } = appEnvelope.parse(res.json);
    expect(data).toMatchObject({
      plan: "trial",
      trialEndsAt: data.createdAt + 30 * 86_400,
      owner: 1,
      appOwner: { id: "1", name: "Sandbox Owner", email: "owner@sandbox.local" },
      appRegion: { id: "in", name: "India" },
    });
    const listed = appListEnvelope.parse((await s.mgmt("GET", "/apps?searchKey=Owned")).json).data[0];
    expect(listed?.appRegion?.name).toBe("India");
  });

  it("keeps the version it is given and lets the new app's key through authentication", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", "/apps", { body: { name: "Two", region: "in", version: "2" } });
    const { data } = appEnvelope.parse(res.json);
    expect(data.version).toBe("2");
    const rest = Object.values(data.apiKeys).find((k) => k.scope === "fullAccess");
    // Past authentication the sandbox route looks the webhook up: 404, not 401.
    const probe = await s.raw("GET", `/in/${data.id}/sandbox/v1/webhooks/none/deliveries`, {
      apikey: rest?.apiKey,
    });
    expect(probe.status).toBe(404);
    expect(probe.json.error.code).toBe("ERR_WEBHOOK_NOT_FOUND");
  });

  const bad: [string, unknown, string][] = [
    ["a missing name", { region: "us" }, "name"],
    ["an empty name", { name: "  ", region: "us" }, "name"],
    ["a 101-character name", { name: "n".repeat(101), region: "us" }, "name"],
    ["a missing region", { name: "x" }, "region"],
    ["an unknown region", { name: "x", region: "ap" }, "region"],
    ["a number version", { name: "x", region: "us", version: 3 }, "version"],
    ["a name that is not a string", { name: 5, region: "us" }, "name"],
  ];
  for (const [what, body, field] of bad) {
    it(`answers 400 for ${what} and creates nothing`, async () => {
      const s = makeSandbox();
      const res = await s.mgmt("POST", "/apps", { body });
      const err = expectError(res, 400, "ERR_BAD_REQUEST", "management-api");
      expect(Object.keys(err.details ?? {})).toContain(field);
      expect(appCount(s)).toBe(1);
    });
  }

  it("answers 400 for malformed JSON and creates nothing", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", "/apps", { rawBody: '{"name": "x",' });
    expectError(res, 400, "ERR_BAD_REQUEST", "management-api");
    expect(appCount(s)).toBe(1);
  });

  it("answers 401 without credentials or with a wrong secret or key, and creates nothing", async () => {
    const s = makeSandbox();
    const body = { name: "x", region: "us" };
    const noKey = await s.raw("POST", "/mgmt/apps", { apikey: null, body, headers: { secret: "x" } });
    expectError(noKey, 401, "AUTH_ERR_EMPTY_CREDENTIALS", "management-api");
    const wrongSecret = await s.mgmt("POST", "/apps", { body, headers: { secret: "nope" } });
    expectError(wrongSecret, 401, "AUTH_ERR_INVALID_CREDENTIALS", "management-api");
    const wrongKey = await s.mgmt("POST", "/apps", { body, headers: { key: "nope" } });
    expectError(wrongKey, 401, "AUTH_ERR_INVALID_CREDENTIALS", "management-api");
    expect(appCount(s)).toBe(1);
  });
});

describe("GET /mgmt/apps", () => {
  it("pages 25 apps by default with the true total", async () => {
    const s = makeSandbox();
    for (let i = 0; i < 26; i++) await s.mgmt("POST", "/apps", { body: { name: `App ${i}`, region: "us" } });
    const first = appListEnvelope.parse((await s.mgmt("GET", "/apps")).json);
    expect(first.meta.pagination).toEqual(pageOf(27, 25, 1));
    const second = appListEnvelope.parse((await s.mgmt("GET", "/apps?page=2")).json);
    expect(second.meta.pagination.count).toBe(2);
    const ids = new Set([...first.data, ...second.data].map((a) => a.id));
    expect(ids.size).toBe(27);
    const small = appListEnvelope.parse((await s.mgmt("GET", "/apps?perPage=5&page=3")).json);
    expect(small.meta.pagination).toMatchObject({ count: 5, per_page: 5, current_page: 3, total_pages: 6 });
  });

  it("filters with searchKey on a part of the name or the id", async () => {
    const s = makeSandbox();
    await s.mgmt("POST", "/apps", { body: { name: "Support desk", region: "us" } });
    const other = appEnvelope.parse(
      (await s.mgmt("POST", "/apps", { body: { name: "Other", region: "eu" } })).json,
    );
    const byName = appListEnvelope.parse((await s.mgmt("GET", "/apps?searchKey=desk")).json);
    expect(byName.data.map((a) => a.name)).toEqual(["Support desk"]);
    const byId = appListEnvelope.parse((await s.mgmt("GET", `/apps?searchKey=${other.data.id}`)).json);
    expect(byId.data.map((a) => a.id)).toEqual([other.data.id]);
    const none = appListEnvelope.parse((await s.mgmt("GET", "/apps?searchKey=%25")).json);
    expect(none.meta.pagination.total).toBe(0);
  });

  it("answers 400 for a bad page and 401 without credentials", async () => {
    const s = makeSandbox();
    expectError(await s.mgmt("GET", "/apps?page=0"), 400, "ERR_BAD_REQUEST", "management-api");
    expectError(await s.mgmt("GET", "/apps?perPage=abc"), 400, "ERR_BAD_REQUEST", "management-api");
    expectError(
      await s.mgmt("GET", "/apps", { headers: { secret: "" } }),
      401,
      "AUTH_ERR_EMPTY_CREDENTIALS",
      "management-api",
    );
  });
});

describe("DELETE /mgmt/apps/:appId", () => {
  it("schedules the purge in 30 days and stops the app answering at once", async () => {
    const s = makeSandbox();
    const before = await s.control("GET", "/webhooks/none/deliveries");
    expect(before.status).toBe(404);
    const res = await s.mgmt("DELETE", `/apps/${s.app.id}`);
    const data = okData(res, deleteAppEnvelope);
    const nowSec = Math.floor(s.deps.now() / 1000);
    expect(data).toEqual({ success: true, scheduledToDeleteAt: nowSec + 30 * 86_400 });
    const row = s.db.prepare("SELECT state, scheduled_delete_at FROM apps WHERE id = ?").get(s.app.id);
    expect(row).toEqual({ state: "deleted", scheduled_delete_at: nowSec + 30 * 86_400 });

    const after = await s.control("GET", "/webhooks/none/deliveries");
    expect(after.status).toBe(401);
    expect(after.json.error.code).toBe("AUTH_ERR_INVALID_APPID");
    const list = appListEnvelope.parse((await s.mgmt("GET", "/apps")).json);
    expect(list.data.map((a) => a.id)).not.toContain(s.app.id);
    expectError(
      await s.mgmt("GET", `/apps/${s.app.id}/webhooks`),
      404,
      "ERR_APP_NOT_FOUND",
      "management-api",
    );
    expectError(await s.mgmt("DELETE", `/apps/${s.app.id}`), 404, "ERR_APP_NOT_FOUND", "management-api");
  });

  it("answers 404 for an unknown app and 401 with a wrong secret, changing nothing", async () => {
    const s = makeSandbox();
    expectError(await s.mgmt("DELETE", "/apps/nosuchapp"), 404, "ERR_APP_NOT_FOUND", "management-api");
    const wrong = await s.mgmt("DELETE", `/apps/${s.app.id}`, { headers: { secret: "wrong" } });
    expectError(wrong, 401, "AUTH_ERR_INVALID_CREDENTIALS", "management-api");
    expect(s.db.prepare("SELECT state FROM apps WHERE id = ?").get(s.app.id)).toEqual({ state: "active" });
  });
});

describe("extensions", () => {
  it("lists the published extension objects, with isActive for the app's enabled ones", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions`;
    const first = extensionListEnvelope.parse((await s.mgmt("GET", path)).json);
    expect(first.data).toHaveLength(25);
    expect(first.meta.pagination).toMatchObject({ total: 39, per_page: 25, current_page: 1, total_pages: 2 });
    expect(first.data.every((e) => e.isActive === false)).toBe(true);
    const page4 = extensionListEnvelope.parse((await s.mgmt("GET", `${path}?perPage=10&page=4`)).json);
    expect(page4.data).toHaveLength(9);
    const polls = first.data.find((e) => e.id === "polls");
    expect(polls).toMatchObject({ name: "Polls", hooks: { data: [] }, categories: { data: [] } });
  });

  it("enables and disables extensions and answers an outcome per id, as published", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions`;
    const res = await s.mgmt("POST", path, {
      body: { enabled: ["polls", "stickers", "nope"], disabled: ["reactions"] },
    });
    expect(extensionChangesEnvelope.parse(res.json).data).toEqual({
      enabled: {
        polls: { success: true, message: "The extension polls has been enabled successfully." },
        stickers: { success: true, message: "The extension stickers has been enabled successfully." },
        nope: { success: false, message: "The extension nope does not exist." },
      },
      disabled: {
        reactions: { success: true, message: "The extension reactions has been disabled successfully." },
      },
    });
    await s.mgmt("POST", path, { body: { disabled: ["polls"] } });
    const listed = extensionListEnvelope.parse((await s.mgmt("GET", `${path}?perPage=100`)).json).data;
    expect(listed.filter((e) => e.isActive).map((e) => e.id)).toEqual(["stickers"]);
  });

  const bad: [string, unknown][] = [
    ["an empty body", {}],
    ["an id in both lists", { enabled: ["polls"], disabled: ["polls"] }],
    ["an id with a space", { enabled: ["two words"] }],
    ["a string instead of a list", { enabled: "polls" }],
  ];
  for (const [what, body] of bad) {
    it(`answers 400 for ${what} and changes nothing`, async () => {
      const s = makeSandbox();
      expectError(
        await s.mgmt("POST", `/apps/${s.app.id}/extensions`, { body }),
        400,
        "ERR_BAD_REQUEST",
        "management-api",
      );
      expect(s.db.prepare("SELECT COUNT(*) AS n FROM app_extensions").get()).toEqual({ n: 0 });
    });
  }

  it("answers 404 for an unknown app", async () => {
    const s = makeSandbox();
    expectError(await s.mgmt("GET", "/apps/nosuch/extensions"), 404, "ERR_APP_NOT_FOUND", "management-api");
    const res = await s.mgmt("POST", "/apps/nosuch/extensions", { body: { enabled: ["polls"] } });
    expectError(res, 404, "ERR_APP_NOT_FOUND", "management-api");
  });
});

describe("collaborators", () => {
  it("adds, re-roles and removes collaborators by email, answering as published", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/collaborators`;
    expect(collaboratorListEnvelope.parse((await s.mgmt("GET", path)).json).data).toEqual([]);
    const res = await s.mgmt("POST", path, {
      body: { admins: ["Ann@example.com"], moderators: ["bob@example.com", "cy@example.com"] },
    });
    expect(okData(res, collaboratorChangesEnvelope)).toEqual({
      collaboratorsToRemove: [],
      admins: { "ann@example.com": { success: true } },
      developers: [],
      moderators: { "bob@example.com": { success: true }, "cy@example.com": { success: true } },
    });
    const now = Math.floor(s.deps.now() / 1000);
    expect(collaboratorListEnvelope.parse((await s.mgmt("GET", path)).json).data).toEqual([
      { id: "1", name: "ann", email: "ann@example.com", role: "admin", createdAt: now },
      { id: "2", name: "bob", email: "bob@example.com", role: "moderator", createdAt: now },
      { id: "3", name: "cy", email: "cy@example.com", role: "moderator", createdAt: now },
    ]);
    const second = await s.mgmt("POST", path, {
      body: { admins: ["bob@example.com"], collaboratorsToRemove: ["cy@example.com", "nobody@example.com"] },
    });
    expect(collaboratorChangesEnvelope.parse(second.json).data).toEqual({
      collaboratorsToRemove: {
        "cy@example.com": { success: true },
        "nobody@example.com": { success: false },
      },
      admins: { "bob@example.com": { success: true } },
      developers: [],
      moderators: [],
    });
    const after = collaboratorListEnvelope.parse((await s.mgmt("GET", path)).json).data;
    expect(after.map((c) => [c.id, c.email, c.role])).toEqual([
      ["1", "ann@example.com", "admin"],
      ["2", "bob@example.com", "admin"],
    ]);
    await s.mgmt("POST", path, { body: { moderators: ["cy@example.com"] } });
    const rejoined = collaboratorListEnvelope.parse((await s.mgmt("GET", path)).json).data;
    expect(rejoined.at(-1)).toMatchObject({ id: "3", email: "cy@example.com", role: "moderator" });
  });

  it("accepts the published request shape and answers as its example does", async () => {
    const s = makeSandbox();
    const res = await s.mgmt("POST", `/apps/${s.app.id}/collaborators`, {
      body: {
        admins: ["admin1@cometchat.com", "admin2@cometchat.com"],
        moderators: [],
        collaboratorsToRemove: [],
      },
    });
    expect(collaboratorChangesEnvelope.parse(res.json).data).toEqual({
      collaboratorsToRemove: [],
      admins: { "admin1@cometchat.com": { success: true }, "admin2@cometchat.com": { success: true } },
      developers: [],
      moderators: [],
    });
  });

  const bad: [string, unknown][] = [
    ["an empty body", {}],
    ["a malformed email", { admins: ["not-an-email"] }],
    ["an email in two roles", { admins: ["a@example.com"], moderators: ["a@example.com"] }],
    ["an email added and removed", { admins: ["a@example.com"], collaboratorsToRemove: ["a@example.com"] }],
  ];
  for (const [what, body] of bad) {
    it(`answers 400 for ${what} and changes nothing`, async () => {
      const s = makeSandbox();
      expectError(
        await s.mgmt("POST", `/apps/${s.app.id}/collaborators`, { body }),
        400,
        "ERR_BAD_REQUEST",
        "management-api",
      );
      expect(s.db.prepare("SELECT COUNT(*) AS n FROM app_collaborators").get()).toEqual({ n: 0 });
    });
  }

  it("answers 404 for an unknown app and 401 without credentials", async () => {
    const s = makeSandbox();
    expectError(
      await s.mgmt("GET", "/apps/nosuch/collaborators"),
      404,
      "ERR_APP_NOT_FOUND",
      "management-api",
    );
    const res = await s.mgmt("GET", `/apps/${s.app.id}/collaborators`, { headers: { key: "" } });
    expectError(res, 401, "AUTH_ERR_EMPTY_CREDENTIALS", "management-api");
  });
});
