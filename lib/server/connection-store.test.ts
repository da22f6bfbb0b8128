import { describe, expect, it, vi } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("connections");
// 0.0.0.0 is in a refused range and reaches this machine on Linux: the allowed private target of these tests.
vi.stubEnv("DASHBOARD_ALLOW_PRIVATE_TARGETS", "0.0.0.0");
const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (k: string) => (cookieJar.has(k) ? { value: cookieJar.get(k) } : undefined) }),
}));

const { getDb } = await import("../db");
const { addConnection, deleteConnection, testConnection } = await import("./connection-store");
const { activeConnection, appCookieOptions, listConnections, APP_COOKIE } = await import("./connections");
const { UserFacingError } = await import("../user-facing-error");

const sandbox = sandboxForFile("eu");

const conn = (over: Partial<Parameters<typeof testConnection>[0]> = {}) => ({
  appId: sandbox.appId,
  region: "eu" as const,
  chatUrl: `${sandbox.url}/{region}/{appId}/api/v3`,
  callUrl: `${sandbox.url}/{region}/{appId}/call/v3`,
  mgmtUrl: `${sandbox.url}/mgmt`,
  apiKey: sandbox.apiKey,
  ...over,
});

describe("testConnection", () => {
  it("passes with the app's key and the management credentials", async () => {
    await expect(
      testConnection(conn({ mgmtKey: sandbox.mgmt.key, mgmtSecret: sandbox.mgmt.secret })),
    ).resolves.toBeUndefined();
  });

  it("fails clearly with a wrong key, without echoing it", async () => {
    const wrong = "wrong-key-0123456789abcdef";
    const err = await testConnection(conn({ apiKey: wrong })).catch((e) => e);
    expect(err).toBeInstanceOf(UserFacingError);
    expect(err.message).toMatch(/^Could not connect: the REST API key was refused\./);
    expect(err.message).not.toContain(wrong);
  });

  it("fails clearly with wrong management credentials", async () => {
    const err = await testConnection(conn({ mgmtKey: "nope", mgmtSecret: "nope-secret" })).catch((e) => e);
    expect(err.message).toContain("the management key and secret was refused");
  });

  it.each([
    ["a link-local address", { chatUrl: "http://169.254.169.254/{region}/{appId}/api/v3" }],
    ["a private address", { chatUrl: "http://10.1.2.3:8080/{region}/{appId}/api/v3" }],
    ["a private IPv6 address", { chatUrl: "http://[fd00::1]/{region}/{appId}/api/v3" }],
    ["an IPv4-mapped link-local address", { chatUrl: "http://[::ffff:169.254.169.254]/{appId}" }],
    ["a private management address", { mgmtUrl: "http://192.168.1.1/mgmt" }],
  ])("refuses an app whose URL template points at %s, before sending anything", async (_, over) => {
    const err = await testConnection(
      conn({ mgmtKey: sandbox.mgmt.key, mgmtSecret: sandbox.mgmt.secret, ...over }),
    ).catch((e) => e);
    expect(err).toBeInstanceOf(UserFacingError);
    expect(err.message).toMatch(/is a private or link-local address .*DASHBOARD_ALLOW_PRIVATE_TARGETS/);
    // Refused before any connection: a try at an unrouted address would end as ERR_TIMEOUT instead.
    expect(err.message).toContain("(ERR_PRIVATE_TARGET)");
    expect(err.message).not.toContain(sandbox.apiKey);
  });

  it("reaches a private address that DASHBOARD_ALLOW_PRIVATE_TARGETS lists", async () => {
    const port = new URL(sandbox.url).port;
    await expect(
      testConnection(conn({ chatUrl: `http://0.0.0.0:${port}/{region}/{appId}/api/v3` })),
    ).resolves.toBeUndefined();
  });

  it("fails clearly when nothing answers at the address", async () => {
    const err = await testConnection(conn({ chatUrl: "http://127.0.0.1:1/{appId}" })).catch((e) => e);
    expect(err).toBeInstanceOf(UserFacingError);
    expect(err.message).toMatch(/^Could not connect: the service could not be reached/);
  });
});

describe("the app-switcher cookie", () => {
  it("is Secure when the dashboard is served over https, and HttpOnly always", () => {
    expect(appCookieOptions("https://admin.example.com")).toMatchObject({ secure: true, httpOnly: true });
    expect(appCookieOptions("http://localhost:3000")).toMatchObject({ secure: false, httpOnly: true });
    expect(appCookieOptions(undefined).secure).toBe(false);
  });
});

describe("stored connections", () => {
  it("seals keys at rest and never lists them", async () => {
    const secret = "mgmt-secret-abcdef0123456789";
    const { id } = await addConnection({
      name: "Second",
      ...conn({ mgmtKey: "mgmt-key-xyz987", mgmtSecret: secret }),
    });
    const row = await (await getDb())
      .selectFrom("connections")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const plain of [sandbox.apiKey, "mgmt-key-xyz987", secret]) expect(stored).not.toContain(plain);
    expect(row.api_key_sealed).toMatch(/^v1\./);

    const listed = await listConnections();
    expect(listed).toEqual([
      { id, name: "Second", appId: sandbox.appId, region: "eu", hasManagement: true, source: "store" },
    ]);
    expect(JSON.stringify(listed)).not.toContain(sandbox.apiKey);

    cookieJar.set(APP_COOKIE, id);
    const active = await activeConnection();
    expect(active?.conn.apiKey).toBe(sandbox.apiKey);
    expect(active?.conn.mgmtSecret).toBe(secret);
  });

  it("refuses the same app twice and deletes", async () => {
    await expect(addConnection({ name: "Again", ...conn() })).rejects.toThrow("already connected");
    const [only] = await listConnections();
    await deleteConnection(only?.id ?? "");
    expect(await listConnections()).toEqual([]);
    await expect(deleteConnection("missing")).rejects.toThrow("not stored");
  });
});
