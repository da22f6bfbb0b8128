import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("options");
vi.stubEnv("DASHBOARD_SESSION_HOURS", "2");
const { authOptions } = await import("./options");
const { getDb } = await import("../db");
const { createAdmin } = await import("./admins");
const { createSession, revokeSession } = await import("./sessions");
const { confirmEnrolment, startEnrolment } = await import("./two-factor");

async function signedInAdmin(email: string) {
  const db = await getDb();
  const admin = await createAdmin(db, { email, name: "A", role: "admin", password: "admin-password-1" });
  const sessionId = await createSession(db, { adminId: admin.id, userAgent: "test", ip: "127.0.0.1" });
  return { id: admin.id, sessionId };
}

afterEach(() => {
  vi.useRealTimers();
});

function callbacks() {
  const c = authOptions().callbacks;
  if (!c?.jwt || !c.session) throw new Error("the jwt and session callbacks are missing");
  return { jwt: c.jwt, session: c.session };
}
const jwt = (args: Record<string, unknown>) => callbacks().jwt(args as never);

describe("sessions", () => {
  it("last DASHBOARD_SESSION_HOURS from sign-in, however often they are used", async () => {
    expect(authOptions().session?.maxAge).toBe(2 * 3600);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    const a = await signedInAdmin("hours@x.test");
    const signedIn = await jwt({ token: { sub: a.id }, user: { ...a, role: "admin" } });
    expect(signedIn).toMatchObject({ sub: a.id, role: "admin", sid: a.sessionId });

    vi.setSystemTime(new Date("2030-01-01T01:59:00Z"));
    expect(await jwt({ token: signedIn })).toMatchObject({ sub: a.id, role: "admin" });

    vi.setSystemTime(new Date("2030-01-01T02:00:01Z"));
    expect(await jwt({ token: signedIn })).toEqual({});
  });

  it("ends at once when its session is revoked, and follows the stored role", async () => {
    const a = await signedInAdmin("revoked@x.test");
    const signedIn = await jwt({ token: { sub: a.id }, user: { ...a, role: "viewer" } });
    expect(await jwt({ token: signedIn })).toMatchObject({ role: "admin" });
    await revokeSession(await getDb(), a.id, a.sessionId);
    expect(await jwt({ token: signedIn })).toEqual({});
  });

  it("signing out revokes the session in the store, so its token opens nothing afterwards", async () => {
    const a = await signedInAdmin("signs-out@x.test");
    const signedIn = await jwt({ token: { sub: a.id }, user: { ...a, role: "admin" } });
    const signOut = authOptions().events?.signOut;
    if (!signOut) throw new Error("the signOut event is missing");
    await signOut({ token: signedIn } as never);
    expect(await jwt({ token: signedIn })).toEqual({});
    const stored = await (await getDb())
      .selectFrom("sessions")
      .select("revoked_at")
      .where("id", "=", a.sessionId)
      .executeTakeFirstOrThrow();
    expect(stored.revoked_at).not.toBeNull();
  });

  it("refuses a token without a sign-in time", async () => {
    expect(await jwt({ token: { sub: "a1", role: "owner" } })).toEqual({});
  });

  it("answers an ended session as no session at all", async () => {
    const session = await callbacks().session({ session: { user: {}, expires: "" }, token: {} } as never);
    expect(session).toEqual({});
  });
});

describe("two-factor sign-in", () => {
  type Authorize = (credentials: Record<string, string>, req: unknown) => Promise<unknown>;
  const authorize = (credentials: Record<string, string>) => {
    const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
    return provider.options.authorize(credentials, { headers: { "user-agent": "test" } });
  };
  const codeAt = (secret: string, at: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

  it("takes an app code once: the same code cannot sign in a second time", async () => {
    const db = await getDb();
    const admin = await createAdmin(db, {
      email: "once@x.test",
      name: "O",
      role: "admin",
      password: "admin-password-1",
    });
    const { secret } = await startEnrolment(db, { id: admin.id, email: "once@x.test" });
    await confirmEnrolment(db, admin.id, codeAt(secret, Date.now() - 30_000));
    const credentials = {
      email: "once@x.test",
      password: "admin-password-1",
      code: codeAt(secret, Date.now()),
    };
    expect(await authorize(credentials)).toMatchObject({ id: admin.id });
    await expect(authorize(credentials)).rejects.toThrow("That code is not right, or was used already.");
  });
});
