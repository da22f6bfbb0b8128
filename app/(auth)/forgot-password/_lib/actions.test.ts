import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("forgot-password");

const state = vi.hoisted(() => ({
  publicUrl: undefined as string | undefined,
  scheduled: [] as Promise<unknown>[],
  sent: [] as { to: string; text: string }[],
  gate: Promise.resolve(),
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "attacker.example", "x-forwarded-host": "attacker.example" }),
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [], set: () => {} }),
}));
// Next runs an `after` callback once the answer is sent; here it starts at once and is awaited by the test.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (fn: () => Promise<unknown>) => {
    state.scheduled.push(Promise.resolve().then(fn));
  },
}));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  return { ...real, env: () => ({ ...real.env(), NEXTAUTH_URL: state.publicUrl }) };
});
vi.mock("@/lib/server/mail", () => ({
  mailConfigured: () => true,
  sendMail: async (m: { to: string; text: string }) => {
    state.sent.push(m);
    await state.gate;
  },
}));

const { getDb } = await import("@/lib/db");
const { createAdmin } = await import("@/lib/auth/admins");
const { requestPasswordResetAction } = await import("./actions");

const SENT =
  "If an account has this email, a link to set a new password is on its way. It works once, for 30 minutes.";
const resets = async () => (await (await getDb()).selectFrom("password_resets").selectAll().execute()).length;

beforeAll(async () => {
  for (const email of ["owner@x.test", "known@x.test", "linked@x.test"]) {
    await createAdmin(await getDb(), { email, name: "A", role: "owner", password: "owner-password-1" });
  }
});
afterEach(async () => {
  await Promise.all(state.scheduled);
  state.scheduled = [];
  state.sent = [];
  state.publicUrl = undefined;
  vi.restoreAllMocks();
});

describe("forgot password", () => {
  it("answers before the look-up and the mail, alike for a known and an unknown email", async () => {
    state.publicUrl = "https://dash.example.com";
    let open = () => {};
    state.gate = new Promise<void>((r) => {
      open = r;
    });
    const answer = (email: string) =>
      Promise.race([
        requestPasswordResetAction({ email }),
        new Promise((r) => setTimeout(() => r("still waiting for the mail"), 2_000)),
      ]);

    expect(await answer("known@x.test")).toEqual({ data: { message: SENT } });
    // The mail is under way, blocked in the transport, and the answer was already given.
    await vi.waitFor(() => expect(state.sent.map((m) => m.to)).toEqual(["known@x.test"]));
    expect(await answer("nobody@x.test")).toEqual({ data: { message: SENT } });
    expect(state.scheduled).toHaveLength(2);
    open();
    await Promise.all(state.scheduled);
    expect(state.sent.map((m) => m.to)).toEqual(["known@x.test"]);
  });

  it("mails no link without a configured public URL, whatever the Host header says", async () => {
    state.gate = Promise.resolve();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await resets();
    expect(await requestPasswordResetAction({ email: "owner@x.test" })).toEqual({ data: { message: SENT } });
    await Promise.all(state.scheduled);
    expect(state.sent).toEqual([]);
    expect(await resets()).toBe(before);
    expect(String(logged.mock.calls[0]?.[0])).toContain("set NEXTAUTH_URL");
  });

  it("builds the mailed link on the configured public URL, never on the Host header", async () => {
    state.gate = Promise.resolve();
    state.publicUrl = "https://dash.example.com/some/path";
    await requestPasswordResetAction({ email: "linked@x.test" });
    await Promise.all(state.scheduled);
    expect(state.sent).toHaveLength(1);
    const text = state.sent[0]?.text ?? "";
    expect(text).toMatch(/https:\/\/dash\.example\.com\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(text).not.toContain("attacker.example");
  });
});
