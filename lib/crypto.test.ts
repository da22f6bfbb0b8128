import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";

beforeAll(() => {
  vi.stubEnv("DASHBOARD_DATA_DIR", mkdtempSync(path.join(tmpdir(), "crypto-test-")));
});

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const { hashPassword, verifyPassword } = await import("./crypto");
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterz", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("salts every hash", async () => {
    const { hashPassword } = await import("./crypto");
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });
});

describe("sealing secrets", () => {
  it("round-trips and hides the plain text", async () => {
    const { seal, unseal } = await import("./crypto");
    const sealed = seal("0123456789abcdef0123456789abcdef01234567");
    expect(sealed).not.toContain("0123456789abcdef");
    expect(unseal(sealed)).toBe("0123456789abcdef0123456789abcdef01234567");
  });

  it("refuses a tampered value", async () => {
    const { seal, unseal } = await import("./crypto");
    const parts = seal("secret").split(".");
    parts[3] = Buffer.from("tampered").toString("base64");
    expect(() => unseal(parts.join("."))).toThrow();
  });
});
