import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("session-token");
const jar = vi.hoisted(() => ({ cookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    has: (n: string) => jar.cookies.has(n),
    get: (n: string) => (jar.cookies.has(n) ? { name: n, value: jar.cookies.get(n) } : undefined),
  }),
}));

const { persistentSecret } = await import("../crypto");
const { env } = await import("../env");
const { sessionClaims } = await import("./session-token");
const sessionAdminId = async () => (await sessionClaims())?.adminId;

const now = () => Math.floor(Date.now() / 1000);
const tokenFor = (claims: Record<string, unknown>, maxAge = 3600) =>
  encode({ token: claims, secret: persistentSecret("nextauth", env().NEXTAUTH_SECRET), maxAge });

beforeEach(() => jar.cookies.clear());

describe("sessionClaims", () => {
  it("answers the admin and session of a valid session cookie, again from the cache", async () => {
    jar.cookies.set("next-auth.session-token", await tokenFor({ sub: "a-1", sid: "s-1", signedInAt: now() }));
    expect(await sessionClaims()).toEqual({ adminId: "a-1", sessionId: "s-1" });
    expect(await sessionAdminId()).toBe("a-1");
  });

  it("refuses a token that names no session (made before sessions were revocable)", async () => {
    jar.cookies.set("next-auth.session-token", await tokenFor({ sub: "a-5", signedInAt: now() }));
    expect(await sessionClaims()).toBeUndefined();
  });

  it("refuses no cookie, a tampered one and one sealed with another secret", async () => {
    expect(await sessionAdminId()).toBeUndefined();
    const good = await tokenFor({ sub: "a-1", sid: "s-1", signedInAt: now() });
    jar.cookies.set("next-auth.session-token", `${good.slice(0, -4)}AAAA`);
    expect(await sessionAdminId()).toBeUndefined();
    const foreign = await encode({
      token: { sub: "a-1", sid: "s-1", signedInAt: now() },
      secret: "another secret",
    });
    jar.cookies.set("next-auth.session-token", foreign);
    expect(await sessionAdminId()).toBeUndefined();
  });

  it("ends the session a fixed time after sign-in, even for a cached token", async () => {
    const hours = env().DASHBOARD_SESSION_HOURS;
    jar.cookies.set(
      "next-auth.session-token",
      await tokenFor({ sub: "a-2", sid: "s-2", signedInAt: now() }, hours * 7200),
    );
    expect(await sessionAdminId()).toBe("a-2");
    vi.useFakeTimers({ now: Date.now() + (hours * 3600 + 5) * 1000, toFake: ["Date"] });
    try {
      expect(await sessionAdminId()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
    jar.cookies.set("next-auth.session-token", await tokenFor({ sub: "a-3", sid: "s-3" }));
    expect(await sessionAdminId()).toBeUndefined();
  });

  it("refuses a token past its expiry", async () => {
    jar.cookies.set(
      "next-auth.session-token",
      await tokenFor({ sub: "a-4", sid: "s-4", signedInAt: now() }, 60),
    );
    expect(await sessionAdminId()).toBe("a-4");
    vi.useFakeTimers({ now: Date.now() + 120_000, toFake: ["Date"] });
    try {
      expect(await sessionAdminId()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
