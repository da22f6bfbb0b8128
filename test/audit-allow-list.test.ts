import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { AUDIT_FIELDS } from "@/lib/audit-fields";
import { tempDataDir } from "@/test/temp-store";
import { ACTIONS, ROUTES } from "./role-matrix";

tempDataDir("audit-allow-list");

// Every caller is signed out: each mutation action and audited handler writes a refusal from raw input.
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  return {
    ...real,
    currentAdmin: async () => undefined,
    requireAdmin: async () => {
      throw new real.AuthError("unauthenticated", "Sign in to continue.");
    },
  };
});
vi.mock("@/lib/server/api/transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/api/transport")>()),
  exchange: async () => {
    throw new Error("a refused call must never reach the service");
  },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [], set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { discoverActions, discoverRoutes } = await import("./server-entrypoints");
const { getDb } = await import("@/lib/db");

const SECRET = "s3cret-sentinel-7f1e";
/** What a form of this dashboard sends under a secret's name, at the top and one level down. */
const SECRET_NAMES = [
  "current",
  "password",
  "confirm",
  "code",
  "token",
  "authToken",
  "secret",
  "apiKey",
  "mgmtKey",
  "mgmtSecret",
  "providerApiKey",
  "sendGridApiKey",
  "twilioAuthToken",
  "twilioAccountSID",
  "basicAuthUsername",
  "basicAuthPassword",
  "username",
  "keyId",
  "handle",
  "recoveryCode",
  "metadata",
];
const hostile = () => {
  const secrets = Object.fromEntries(SECRET_NAMES.map((k) => [k, SECRET]));
  return {
    ...secrets,
    file: { name: "key.p8", text: SECRET },
    form: secrets,
    details: { appInfo: SECRET },
    params: { password: SECRET, token: SECRET },
  };
};

const ROOT = path.resolve(import.meta.dirname, "..");
/** Public actions write their own entries under their metadata name. */
const publicNames = () =>
  Object.entries(ACTIONS)
    .filter(([, role]) => role === "public")
    .map(([key]) => readFileSync(path.join(ROOT, key.split("#")[0] ?? ""), "utf8"))
    .flatMap((source) => [...source.matchAll(/\.metadata\(\{ name: "([^"]+)" \}\)/g)].map((m) => m[1]));

/** Entries no action writes: the bulk job runner's receipt of an ended erasure. */
const RUNNER_NAMES = ["bulk.erase-receipt"];

describe("the audit allow-list", async () => {
  const actions = await discoverActions();
  const routes = await discoverRoutes();
  for (const [key, action] of actions) if (ACTIONS[key] !== "public") await action(hostile());
  for (const [key, route] of routes) {
    if (ROUTES[key] === "public") continue;
    const [method, urlPath] = key.split(" ") as [string, string];
    await route.handler(new Request(`http://dashboard.test${urlPath}`, { method }), {
      params: Promise.resolve(route.params),
    });
  }
  const entries = await (await getDb()).selectFrom("audit_log").selectAll().execute();
  const audited = new Set(entries.map((e) => e.action));

  it("names every audited action and handler the code has, and nothing else", () => {
    expect(audited.size).toBeGreaterThan(90);
    for (const name of audited) expect(Object.keys(AUDIT_FIELDS), name).toContain(name);
    const known = new Set([...audited, ...publicNames(), ...RUNNER_NAMES]);
    expect(Object.keys(AUDIT_FIELDS).filter((name) => !known.has(name))).toEqual([]);
  });

  it("keeps no secret of a refused call's raw input, in its input or its target", () => {
    expect(entries.every((e) => e.outcome === "refused")).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(SECRET);
    const account = entries.filter((e) => e.action.startsWith("account."));
    expect(account.length).toBeGreaterThanOrEqual(6);
    expect(account.map((e) => e.input)).toEqual(account.map(() => null));
  });
});
