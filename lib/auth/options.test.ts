import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("options");
vi.stubEnv("DASHBOARD_SESSION_HOURS", "2");
const { authOptions } = await import("./options");

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
    const signedIn = await jwt({ token: { sub: "a1" }, user: { id: "a1", role: "admin" } });
    expect(signedIn).toMatchObject({ sub: "a1", role: "admin" });

    vi.setSystemTime(new Date("2030-01-01T01:59:00Z"));
    expect(await jwt({ token: signedIn })).toMatchObject({ sub: "a1", role: "admin" });

    vi.setSystemTime(new Date("2030-01-01T02:00:01Z"));
    expect(await jwt({ token: signedIn })).toEqual({});
  });

  it("refuses a token without a sign-in time", async () => {
    expect(await jwt({ token: { sub: "a1", role: "owner" } })).toEqual({});
  });

  it("turns an empty token into a session without an admin", async () => {
    const session = await callbacks().session({ session: { user: {}, expires: "" }, token: {} } as never);
    expect(session).toMatchObject({ user: { id: "" } });
  });
});
