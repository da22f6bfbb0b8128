import { beforeAll, describe, expect, it } from "vitest";
import { newAdminId } from "@/test/admins";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("stream-guard");
const { getDb } = await import("../db");
const { createAdmin } = await import("./admins");
const { changeRole, setDisabled } = await import("./accounts");
const { createSession, revokeSession } = await import("./sessions");
const { guardStream, MAX_STREAMS_PER_ADMIN } = await import("./stream-guard");

let ownerId = "";
beforeAll(async () => {
  ownerId = await newAdminId("o@x.test", "owner", "owner-password-1");
});

async function signedIn(email: string, role: "admin" | "moderator" | "viewer" = "viewer") {
  const db = await getDb();
  const a = await createAdmin(db, { email, name: email, role, password: "some-password-1" });
  const sessionId = await createSession(db, { adminId: a.id, userAgent: "t", ip: "127.0.0.1" });
  return { id: a.id, email, name: email, role, sessionId, twoFactor: false };
}

const aborted = (s: AbortSignal) => expect.poll(() => s.aborted, { timeout: 2_000, interval: 10 });

describe("guardStream", () => {
  it("ends a stream soon after its session is revoked", async () => {
    const admin = await signedIn("revoked@x.test");
    const signal = guardStream(admin, "viewer", new AbortController().signal, 20);
    expect(signal?.aborted).toBe(false);
    await revokeSession(await getDb(), admin.id, admin.sessionId);
    await aborted(signal as AbortSignal).toBe(true);
  });

  it("ends a stream when the account is disabled or its role falls below the stream's", async () => {
    const disabled = await signedIn("disabled@x.test");
    const a = guardStream(disabled, "viewer", new AbortController().signal, 20) as AbortSignal;
    await setDisabled(await getDb(), ownerId, disabled.id, true);
    await aborted(a).toBe(true);

    const lowered = await signedIn("lowered@x.test", "admin");
    const b = guardStream(lowered, "admin", new AbortController().signal, 20) as AbortSignal;
    await new Promise((r) => setTimeout(r, 60));
    expect(b.aborted).toBe(false);
    await changeRole(await getDb(), ownerId, lowered.id, "viewer");
    await aborted(b).toBe(true);
  });

  it("caps the streams one admin holds, and frees a slot when a stream ends", async () => {
    const admin = await signedIn("tabs@x.test");
    const requests = Array.from({ length: MAX_STREAMS_PER_ADMIN }, () => new AbortController());
    for (const r of requests) expect(guardStream(admin, "viewer", r.signal)).toBeDefined();
    expect(guardStream(admin, "viewer", new AbortController().signal)).toBeUndefined();
    requests[0]?.abort();
    const again = new AbortController();
    expect(guardStream(admin, "viewer", again.signal)).toBeDefined();
    for (const r of [...requests, again]) r.abort();
  });
});
