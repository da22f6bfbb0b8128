import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Env } from "./env";

let dataDir = "";
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "crypto-shared-"));
  vi.stubEnv("DASHBOARD_DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", "postgres://postgres@127.0.0.1:5432/unused");
  vi.stubEnv("NEXTAUTH_SECRET", "");
  vi.stubEnv("DASHBOARD_ENCRYPTION_KEY", "");
});

const withDb = (over: Partial<Env>) => ({ DATABASE_URL: "postgres://x/y", ...over }) as Env;

describe("secrets shared by instances on one PostgreSQL", () => {
  it("names exactly the variables that are missing", async () => {
    const { missingSharedSecrets } = await import("./crypto");
    expect(missingSharedSecrets(withDb({}))).toMatch(/NEXTAUTH_SECRET and DASHBOARD_ENCRYPTION_KEY/);
    const one = missingSharedSecrets(withDb({ NEXTAUTH_SECRET: "s" }));
    expect(one).toMatch(/DASHBOARD_ENCRYPTION_KEY/);
    expect(one).not.toMatch(/NEXTAUTH_SECRET/);
    expect(
      missingSharedSecrets(withDb({ NEXTAUTH_SECRET: "s", DASHBOARD_ENCRYPTION_KEY: "k" })),
    ).toBeUndefined();
    // SQLite: one instance per data directory, generated secrets are fine.
    expect(missingSharedSecrets({ DATABASE_URL: undefined } as Env)).toBeUndefined();
  });

  it("refuses to generate a per-instance secret, and writes nothing to the data directory", async () => {
    const { persistentSecret, seal } = await import("./crypto");
    expect(() => persistentSecret("nextauth")).toThrow(/DATABASE_URL is set.*NEXTAUTH_SECRET/);
    expect(() => seal("x")).toThrow(/DASHBOARD_ENCRYPTION_KEY/);
    expect(persistentSecret("nextauth", "given")).toBe("given");
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
