import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAdminId } from "@/test/admins";
import { tempPgStore } from "@/test/pg-store";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("two-factor");
const { getDb } = await import("../db");
const { createAdmin } = await import("./admins");
const {
  ALREADY_ON,
  confirmEnrolment,
  disableTwoFactor,
  secondFactorValid,
  startEnrolment,
  turnOffTwoFactor,
  twoFactorEnabled,
} = await import("./two-factor");

const STEP = 30_000;
const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

let id = "";
beforeAll(async () => {
  id = await newAdminId("tf@x.test", "admin", "tf-password-123");
});

async function newAdmin(email: string) {
  return (await createAdmin(await getDb(), { email, name: "N", role: "viewer", password: "tf-password-123" }))
    .id;
}

/** Two-factor sign-in on, confirmed with the previous step's code so the current and next stay unused. */
async function enrolled(adminId: string, email: string) {
  const db = await getDb();
  const { secret } = await startEnrolment(db, { id: adminId, email });
  const recovery = await confirmEnrolment(db, adminId, codeFor(secret, Date.now() - STEP));
  if (!recovery) throw new Error("enrolment was not confirmed");
  return { secret, recovery };
}

describe("two-factor sign-in", () => {
  it("is not in force until a code confirms enrolment, then takes codes and recovery codes once", async () => {
    const db = await getDb();
    const { secret, uri, qrDataUrl } = await startEnrolment(db, { id, email: "tf@x.test" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*tf%40x\.test\?.*secret=/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await twoFactorEnabled(db, id)).toBe(false);
    expect(await secondFactorValid(db, id, codeFor(secret))).toBe(false);

    expect(await confirmEnrolment(db, id, "000000")).toBeUndefined();
    const recovery = await confirmEnrolment(db, id, codeFor(secret, Date.now() - STEP));
    expect(recovery).toHaveLength(10);
    expect(await twoFactorEnabled(db, id)).toBe(true);

    expect(await secondFactorValid(db, id, codeFor(secret))).toBe(true);
    expect(await secondFactorValid(db, id, codeFor(secret, Date.now() + STEP))).toBe(true);
    expect(await secondFactorValid(db, id, codeFor(secret, Date.now() - 120_000))).toBe(false);
    const [first = "", second = ""] = recovery ?? [];
    expect(await secondFactorValid(db, id, first.toUpperCase())).toBe(true);
    expect(await secondFactorValid(db, id, first)).toBe(false);
    expect(await secondFactorValid(db, id, second.replace("-", ""))).toBe(true);

    await disableTwoFactor(db, id);
    expect(await twoFactorEnabled(db, id)).toBe(false);
    expect(await secondFactorValid(db, id, codeFor(secret))).toBe(false);
  });

  it("keeps the secret sealed in the store", async () => {
    const db = await getDb();
    const { secret } = await startEnrolment(db, { id, email: "tf@x.test" });
    const row = await db
      .selectFrom("admins")
      .select("totp_secret")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).not.toContain(secret);
  });

  it("takes a code once: neither the same code again, in parallel or later, nor an older one", async () => {
    const db = await getDb();
    const adminId = await newAdmin("replay@x.test");
    const { secret } = await enrolled(adminId, "replay@x.test");
    const now = codeFor(secret);
    const answers = await Promise.all(Array.from({ length: 5 }, () => secondFactorValid(db, adminId, now)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await secondFactorValid(db, adminId, now)).toBe(false);
    // The step before the one used is older: refused too, though still within the drift window.
    expect(await secondFactorValid(db, adminId, codeFor(secret, Date.now() - STEP))).toBe(false);
    expect(await secondFactorValid(db, adminId, codeFor(secret, Date.now() + STEP))).toBe(true);
  });

  it("does not let the code that confirmed enrolment sign in afterwards", async () => {
    const db = await getDb();
    const adminId = await newAdmin("confirm-once@x.test");
    const { secret } = await startEnrolment(db, { id: adminId, email: "confirm-once@x.test" });
    const code = codeFor(secret);
    expect(await confirmEnrolment(db, adminId, code)).toHaveLength(10);
    expect(await secondFactorValid(db, adminId, code)).toBe(false);
  });

  it("refuses to start again while it is on, and leaves it on", async () => {
    const db = await getDb();
    const adminId = await newAdmin("restart@x.test");
    const { secret } = await enrolled(adminId, "restart@x.test");
    await expect(startEnrolment(db, { id: adminId, email: "restart@x.test" })).rejects.toThrow(ALREADY_ON);
    expect(await twoFactorEnabled(db, adminId)).toBe(true);
    // The secret is the same one: the app's codes still work.
    expect(await secondFactorValid(db, adminId, codeFor(secret))).toBe(true);
    // Nor can a code hand out new recovery codes while it is on.
    await expect(confirmEnrolment(db, adminId, codeFor(secret, Date.now() + STEP))).rejects.toThrow(
      ALREADY_ON,
    );
  });

  it("uses up a recovery code or app code entered with a wrong password when turning it off", async () => {
    const db = await getDb();
    const adminId = await newAdmin("off@x.test");
    const { secret, recovery } = await enrolled(adminId, "off@x.test");
    const [code = "", other = ""] = recovery;
    expect(await turnOffTwoFactor(db, adminId, "wrong-password-1", code)).toBe("wrong-password");
    expect(await secondFactorValid(db, adminId, code)).toBe(false);
    const appCode = codeFor(secret);
    expect(await turnOffTwoFactor(db, adminId, "wrong-password-1", appCode)).toBe("wrong-password");
    expect(await secondFactorValid(db, adminId, appCode)).toBe(false);
    expect(await twoFactorEnabled(db, adminId)).toBe(true);

    expect(await turnOffTwoFactor(db, adminId, "tf-password-123", "not-a-code")).toBe("wrong-code");
    expect(await twoFactorEnabled(db, adminId)).toBe(true);
    expect(await turnOffTwoFactor(db, adminId, "tf-password-123", other)).toBe("off");
    expect(await twoFactorEnabled(db, adminId)).toBe(false);
  });
});

describe("two-factor codes on PostgreSQL", () => {
  let pg: Awaited<ReturnType<typeof tempPgStore>>;
  beforeAll(async () => {
    pg = await tempPgStore("two_factor");
  });
  afterAll(() => pg?.drop());

  it("take a code once there too, however many requests present it at once", async () => {
    const adminId = (
      await createAdmin(pg.db, { email: "pg@x.test", name: "P", role: "viewer", password: "tf-password-123" })
    ).id;
    const { secret } = await startEnrolment(pg.db, { id: adminId, email: "pg@x.test" });
    expect(await confirmEnrolment(pg.db, adminId, codeFor(secret, Date.now() - STEP))).toHaveLength(10);
    const now = codeFor(secret);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => secondFactorValid(pg.db, adminId, now)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await secondFactorValid(pg.db, adminId, codeFor(secret, Date.now() - STEP))).toBe(false);
    expect(await secondFactorValid(pg.db, adminId, codeFor(secret, Date.now() + STEP))).toBe(true);
  });
});
