import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Admin } from "@/lib/auth/session";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("admins-actions");

const state = vi.hoisted(() => ({
  owner: undefined as Admin | undefined,
  publicUrl: undefined as string | undefined,
  mail: true,
  sent: [] as { to: string; text: string }[],
}));
vi.mock("@/lib/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session")>()),
  currentAdmin: async () => state.owner,
  requireAdmin: async () => state.owner,
}));
vi.mock("@/lib/server/connections", () => ({ activeConnection: async () => undefined }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "attacker.example" }),
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [], set: () => {} }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("@/lib/env", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/env")>();
  return { ...real, env: () => ({ ...real.env(), NEXTAUTH_URL: state.publicUrl }) };
});
vi.mock("@/lib/server/mail", () => ({
  mailConfigured: () => state.mail,
  sendMail: async (m: { to: string; text: string }) => {
    state.sent.push(m);
  },
}));

const { getDb } = await import("@/lib/db");
const { createAdmin } = await import("@/lib/auth/admins");
const { PUBLIC_URL_MISSING } = await import("@/lib/auth/reset-mail");
const { createResetLinkAction, inviteAdminAction } = await import("./actions");

let other = "";
beforeAll(async () => {
  const db = await getDb();
  const owner = await createAdmin(db, {
    email: "o@x.test",
    name: "O",
    role: "owner",
    password: "owner-password-1",
  });
  state.owner = { ...owner, name: "O", sessionId: "s1", twoFactor: true };
  other = (
    await createAdmin(db, { email: "a@x.test", name: "A", role: "admin", password: "admin-password-1" })
  ).id;
});
afterEach(() => {
  state.mail = true;
  state.sent = [];
  state.publicUrl = undefined;
});

const count = async (table: "invitations" | "password_resets") =>
  (await (await getDb()).selectFrom(table).selectAll().execute()).length;

describe("mailed invitation and reset links", () => {
  it("are refused with a clear error, leaving nothing behind, while no public URL is configured", async () => {
    const invited = await inviteAdminAction({ email: "new@x.test", role: "viewer" });
    expect(invited?.serverError).toBe(PUBLIC_URL_MISSING);
    const reset = await createResetLinkAction({ id: other });
    expect(reset?.serverError).toBe(PUBLIC_URL_MISSING);
    expect(state.sent).toEqual([]);
    expect(await count("invitations")).toBe(0);
    expect(await count("password_resets")).toBe(0);
  });

  it("point at the configured public URL, whatever the Host header says", async () => {
    state.publicUrl = "https://dash.example.com";
    expect((await inviteAdminAction({ email: "new@x.test", role: "viewer" }))?.data).toMatchObject({
      emailed: true,
    });
    expect((await createResetLinkAction({ id: other }))?.data).toMatchObject({ emailed: true });
    const [invitation, reset] = state.sent.map((m) => m.text);
    expect(invitation).toMatch(/https:\/\/dash\.example\.com\/invite\/[A-Za-z0-9_-]{43}/);
    expect(reset).toMatch(/https:\/\/dash\.example\.com\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(state.sent.map((m) => m.text).join()).not.toContain("attacker.example");
  });
});

describe("links shown instead of mailed", () => {
  it("answer a path for the asking browser to complete, never a Host header's address", async () => {
    state.mail = false;
    const reset = (await createResetLinkAction({ id: other }))?.data;
    expect(reset).toMatchObject({
      emailed: false,
      path: expect.stringMatching(/^\/reset-password\/[A-Za-z0-9_-]{43}$/),
    });
    expect(JSON.stringify(reset)).not.toContain("attacker.example");
  });
});
