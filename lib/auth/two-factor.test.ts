import { Secret, TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("two-factor");
const { getDb } = await import("../db");
const { createAdmin } = await import("./admins");
const { confirmEnrolment, disableTwoFactor, secondFactorValid, startEnrolment, twoFactorEnabled } =
  await import("./two-factor");

const codeFor = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

let id = "";
beforeAll(async () => {
  id = (
    await createAdmin(await getDb(), {
      email: "tf@x.test",
      name: "T",
      role: "admin",
      password: "tf-password-123",
    })
  ).id;
});

describe("two-factor sign-in", () => {
  it("is not in force until a code confirms enrolment, then takes codes and recovery codes once", async () => {
    const db = await getDb();
    const { secret, uri, qrDataUrl } = await startEnrolment(db, { id, email: "tf@x.test" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*tf%40x\.test\?.*secret=/);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await twoFactorEnabled(db, id)).toBe(false);
    expect(await secondFactorValid(db, id, codeFor(secret))).toBe(false);

    expect(await confirmEnrolment(db, id, "000000")).toBeUndefined();
    const recovery = await confirmEnrolment(db, id, codeFor(secret));
    expect(recovery).toHaveLength(10);
    expect(await twoFactorEnabled(db, id)).toBe(true);

    expect(await secondFactorValid(db, id, codeFor(secret))).toBe(true);
    expect(await secondFactorValid(db, id, codeFor(secret, Date.now() - 30_000))).toBe(true);
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
});
