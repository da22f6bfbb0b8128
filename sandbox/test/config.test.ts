import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "sandbox-config-"));
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe("management credentials", () => {
  it("uses the configured pair and names no file", () => {
    const dir = dataDir();
    const c = loadConfig(env({ SANDBOX_DATA_DIR: dir, SANDBOX_MGMT_KEY: "k1", SANDBOX_MGMT_SECRET: "s1" }));
    expect(c).toMatchObject({ mgmtKey: "k1", mgmtSecret: "s1", generatedCredentials: false });
    expect(c.credentialsFile).toBeUndefined();
  });

  it("generates a pair once, keeps it in a file only its owner reads, and names that file", () => {
    const dir = dataDir();
    const first = loadConfig(env({ SANDBOX_DATA_DIR: dir }));
    expect(first.generatedCredentials).toBe(true);
    expect(first.credentialsFile).toBe(path.join(dir, "mgmt-credentials.json"));
    expect(existsSync(first.credentialsFile ?? "")).toBe(true);
    expect(statSync(first.credentialsFile ?? "").mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(first.credentialsFile ?? "", "utf8"))).toEqual({
      key: first.mgmtKey,
      secret: first.mgmtSecret,
    });
    const again = loadConfig(env({ SANDBOX_DATA_DIR: dir }));
    expect(again).toMatchObject({ mgmtKey: first.mgmtKey, generatedCredentials: false });
  });
});
