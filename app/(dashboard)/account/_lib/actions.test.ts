import { Secret, TOTP } from "otpauth";
import { describe, expect, it, vi } from "vitest";
import type { Admin } from "@/lib/auth/session";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("account-actions");

const state = vi.hoisted(() => ({ admin: undefined as Admin | undefined }));
vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  const signedIn = () => {
    if (!state.admin) throw new real.AuthError("unauthenticated", "Sign in to continue.");
    return state.admin;
  };
  return { ...real, currentAdmin: async () => state.admin, requireAdmin: async () => signedIn() };
});
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { getDb } = await import("@/lib/db");
const { createAdmin } = await import("@/lib/auth/admins");
const { createSession } = await import("@/lib/auth/sessions");
const { secondFactorValid, twoFactorEnabled, ALREADY_ON } = await import("@/lib/auth/two-factor");
const { MAX_FAILURES_PER_ACCOUNT } = await import("@/lib/auth/sign-in-limit");
const { changePasswordAction, confirmTwoFactorAction, disableTwoFactorAction, startTwoFactorAction } =
  await import("./actions");

const PASSWORD = "account-password-1";
const TOO_MANY = "Too many wrong passwords or codes. Wait 15 minutes and try again.";
const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function signedIn(email: string) {
  const db = await getDb();
  const made = await createAdmin(db, { email, name: "Me", role: "viewer", password: PASSWORD });
  const sessionId = await createSession(db, { adminId: made.id, userAgent: "test", ip: "127.0.0.1" });
  state.admin = { ...made, name: "Me", sessionId, twoFactor: false };
  return made.id;
}

/** Two-factor sign-in turned on through the actions, confirmed with the previous step's code. */
async function withTwoFactor(email: string) {
  const id = await signedIn(email);
  const started = await startTwoFactorAction({});
  const secret = started?.data?.secret ?? "";
  const confirmed = await confirmTwoFactorAction({ code: codeAt(secret, Date.now() - 30_000) });
  const recoveryCodes = confirmed?.data?.recoveryCodes ?? [];
  expect(recoveryCodes).toHaveLength(10);
  if (state.admin) state.admin.twoFactor = true;
  return { id, secret, recoveryCodes };
}

const errorsOf = (results: ({ serverError?: string } | undefined)[]) => results.map((r) => r?.serverError);

describe("account security actions", () => {
  it("use up a recovery code entered with a wrong password to turn two-factor off", async () => {
    const { id, recoveryCodes } = await withTwoFactor("burnt@x.test");
    const [code = ""] = recoveryCodes;
    const res = await disableTwoFactorAction({ password: "not-my-password-1", code });
    expect(res?.serverError).toMatch(/^The password is not right\./);
    const db = await getDb();
    expect(await twoFactorEnabled(db, id)).toBe(true);
    // Signing in with it afterwards is refused: sign-in checks codes the same way.
    expect(await secondFactorValid(db, id, code)).toBe(false);
  });

  it("refuse to start two-factor set-up again while it is on, leaving it on", async () => {
    const { id, secret } = await withTwoFactor("restart@x.test");
    const res = await startTwoFactorAction({});
    expect(res?.data).toBeUndefined();
    expect(res?.serverError).toBe(ALREADY_ON);
    const db = await getDb();
    expect(await twoFactorEnabled(db, id)).toBe(true);
    expect(await secondFactorValid(db, id, codeAt(secret, Date.now()))).toBe(true);
  });

  it("check only 5 of 30 wrong current passwords, then refuse even the right one", async () => {
    await signedIn("guess-password@x.test");
    const input = { current: "not-my-password-1", password: "new-password-123", confirm: "new-password-123" };
    const errors = errorsOf(await Promise.all(Array.from({ length: 30 }, () => changePasswordAction(input))));
    expect(errors.filter((e) => e === "The current password is not right.")).toHaveLength(
      MAX_FAILURES_PER_ACCOUNT,
    );
    expect(errors.filter((e) => e === TOO_MANY)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT);
    expect((await changePasswordAction({ ...input, current: PASSWORD }))?.serverError).toBe(TOO_MANY);
  });

  it("check only 5 of 30 wrong tries to turn two-factor off", async () => {
    const { id } = await withTwoFactor("guess-disable@x.test");
    const tries = Array.from({ length: 30 }, (_, i) =>
      disableTwoFactorAction({ password: PASSWORD, code: String(100000 + i) }),
    );
    const errors = errorsOf(await Promise.all(tries));
    expect(errors.filter((e) => e === TOO_MANY)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT);
    expect(await twoFactorEnabled(await getDb(), id)).toBe(true);
  });

  it("check only 5 of 30 wrong codes to confirm two-factor set-up", async () => {
    await signedIn("guess-confirm@x.test");
    const secret = (await startTwoFactorAction({}))?.data?.secret ?? "";
    const tries = Array.from({ length: 30 }, (_, i) => confirmTwoFactorAction({ code: String(100000 + i) }));
    const errors = errorsOf(await Promise.all(tries));
    expect(errors.filter((e) => e === TOO_MANY)).toHaveLength(30 - MAX_FAILURES_PER_ACCOUNT);
    const right = await confirmTwoFactorAction({ code: codeAt(secret, Date.now()) });
    expect(right?.serverError).toBe(TOO_MANY);
  });
});
