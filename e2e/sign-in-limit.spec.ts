// A store of its own: 20 failures lock an address for 15 minutes, which must not touch the shared server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminCommand, type Instance, startInstance } from "./support/instances";

const OWNER = { email: "owner@limit.test", password: "limit-owner-password-1" };
const PER_ADDRESS = 20;

let direct: Instance;
let proxied: Instance;
const dataDirs: string[] = [];

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = (extra: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), "dashboard-limit-"));
    dataDirs.push(dir);
    const e: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DASHBOARD_DATA_DIR: dir,
      ...extra,
    };
    delete e.DATABASE_URL;
    delete e.DASHBOARD_APP_ID;
    adminCommand(e, ["create-owner", OWNER.email, OWNER.password]);
    return e;
  };
  [direct, proxied] = await Promise.all([
    startInstance(env({})),
    startInstance(env({ DASHBOARD_TRUSTED_PROXIES: "1" })),
  ]);
});

test.afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop()]);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function attempt(base: string, email: string, password: string, forwardedFor: string) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrf),
      "x-forwarded-for": forwardedFor,
      "x-dashboard-peer": forwardedFor,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const location = decodeURIComponent(res.headers.get("location") ?? (await res.text()));
  return { signedIn: cookiesOf(res).includes("session-token"), location };
}

test("failures written under many forwarded addresses still count against the connection", async () => {
  for (let i = 0; i < PER_ADDRESS; i++) {
    const r = await attempt(direct.url, `nobody-${i}@limit.test`, "wrong-password-1", `203.0.113.${i + 1}`);
    expect(r.signedIn).toBe(false);
  }
  const owner = await attempt(direct.url, OWNER.email, OWNER.password, "198.51.100.200");
  expect(owner.signedIn).toBe(false);
  expect(owner.location).toContain("Too many failed sign-in attempts");
});

test("behind a trusted proxy, each client address has its own count", async () => {
  for (let i = 0; i < PER_ADDRESS; i++) {
    const r = await attempt(proxied.url, `nobody-${i}@limit.test`, "wrong-password-1", "203.0.113.50");
    expect(r.signedIn).toBe(false);
  }
  const sameClient = await attempt(proxied.url, OWNER.email, OWNER.password, "203.0.113.50");
  expect(sameClient.signedIn).toBe(false);
  expect(sameClient.location).toContain("Too many failed sign-in attempts");
  const otherClient = await attempt(proxied.url, OWNER.email, OWNER.password, "203.0.113.51");
  expect(otherClient.signedIn).toBe(true);
});
