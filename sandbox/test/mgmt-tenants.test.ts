import { describe, expect, it } from "vitest";
import { appListEnvelope } from "../../lib/schemas/apps";
import { errorEnvelope } from "../../lib/schemas/common";
import { tenantEnvelope } from "../../lib/schemas/tenants";
import { okData } from "./answers";
import { MGMT, makeSandbox, type Sandbox } from "./harness";

const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString("base64")}`;
const addTenant = (s: Sandbox, body: unknown, authorization = basic(MGMT.key, MGMT.secret)) =>
  s.raw("POST", "/mgmt/tenants", { apikey: null, body, headers: { authorization } });
const count = (s: Sandbox, table: string) =>
  (s.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

// The published request example.
const EXAMPLE = {
  name: "Example User",
  email: "my-email@example.com",
  password: "somePassword#!",
  contactNumber: "1111111111",
  role: "engineer",
  appName: "Create App",
  appRegion: "us",
};

describe("POST /mgmt/tenants", () => {
  it("takes the published example: a customer account with its app and both keys, answered as published", async () => {
    const s = makeSandbox();
    const res = await addTenant(s, EXAMPLE);
    const data = okData(res, tenantEnvelope);
    const now = Math.floor(s.deps.now() / 1000);
    expect(data).toEqual({
      name: "Example User",
      email: "my-email@example.com",
      createdAt: now,
      contactNumber: "1111111111",
      app: {
        name: "Create App",
        appId: expect.stringMatching(/^[0-9a-f]{16}$/),
        region: "us",
        authKey: expect.stringMatching(/^[0-9a-f]{40}$/),
        apiKey: expect.stringMatching(/^[0-9a-f]{40}$/),
        createdAt: now,
        plan: "Build",
      },
    });
    // The password is kept only as a salted hash.
    const row = s.db.prepare("SELECT password_hash FROM tenants").get() as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row.password_hash).not.toContain("somePassword");

    // The new app answers its own keys; this account's management API does not reach it.
    const users = await s.raw("GET", `/us/${data.app.appId}/api/v3/users`, { apikey: data.app.apiKey });
    expect(users.status).toBe(200);
    const apps = appListEnvelope.parse((await s.mgmt("GET", "/apps?perPage=100")).json).data;
    expect(apps.map((a) => a.id)).not.toContain(data.app.appId);
    expect((await s.mgmt("DELETE", `/apps/${data.app.appId}`)).status).toBe(404);
  });

  it("refuses missing or wrong credentials, bad fields and a taken email, creating nothing", async () => {
    const s = makeSandbox();
    await addTenant(s, EXAMPLE);
    const [apps, tenants] = [count(s, "apps"), count(s, "tenants")];
    const code = async (res: { status: number; json: unknown }) => {
      const body = errorEnvelope.parse(res.json);
      return [res.status, body.error.code];
    };
    expect(await code(await addTenant(s, { ...EXAMPLE, email: "b@example.com" }, ""))).toEqual([
      401,
      "AUTH_ERR_EMPTY_CREDENTIALS",
    ]);
    expect(
      await code(await addTenant(s, { ...EXAMPLE, email: "b@example.com" }, basic(MGMT.key, "nope"))),
    ).toEqual([401, "AUTH_ERR_INVALID_CREDENTIALS"]);
    // The key and secret headers are not this operation's credentials.
    const headers = await s.mgmt("POST", "/tenants", { body: { ...EXAMPLE, email: "b@example.com" } });
    expect(headers.status).toBe(401);
    for (const bad of [
      { ...EXAMPLE, email: "not-an-email" },
      { ...EXAMPLE, email: "c@example.com", password: "short" },
      { ...EXAMPLE, email: "c@example.com", appRegion: "mars" },
      { ...EXAMPLE, email: "c@example.com", name: "" },
      { ...EXAMPLE, email: "c@example.com", appName: 7 },
      { ...EXAMPLE, email: "c@example.com", colour: "red" },
      { name: "Only a name", email: "c@example.com" },
    ]) {
      expect(await code(await addTenant(s, bad))).toEqual([400, "ERR_BAD_REQUEST"]);
    }
    expect(await code(await addTenant(s, { ...EXAMPLE, email: "MY-EMAIL@example.com" }))).toEqual([
      409,
      "ERR_TENANT_ALREADY_EXISTS",
    ]);
    expect([count(s, "apps"), count(s, "tenants")]).toEqual([apps, tenants]);
  });
});
