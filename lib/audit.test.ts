import { describe, expect, it } from "vitest";
import { redact } from "./audit";
import { EXTENSION_SETTINGS } from "./shared/extensions/catalogue";
import { pathKey } from "./shared/extensions/form-values";
import { secretPaths } from "./shared/extensions/settings-fields";

describe("redact", () => {
  it("removes secrets at any depth and keeps the rest", () => {
    const out = redact({
      name: "hook",
      password: "p4ss",
      auth: { username: "u", secret: "s" },
      keys: [{ apiKey: "abc", scope: "fullAccess" }],
      providerApiKey: "SG.x",
      emptyPassword: "",
    });
    expect(out).toEqual({
      name: "hook",
      password: "[redacted]",
      auth: { username: "u", secret: "[redacted]" },
      keys: [{ apiKey: "[redacted]", scope: "fullAccess" }],
      providerApiKey: "[redacted]",
      emptyPassword: "",
    });
  });

  it("cuts what hostile input makes of it: deep nesting, long text, huge lists", () => {
    let deep: unknown = { password: "p" };
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const cut = JSON.stringify(redact({ deep, text: "x".repeat(5_000), list: Array(1_000).fill(1) }));
    expect(cut).toContain("[nested too deeply]");
    expect(cut).not.toContain('"p"');
    expect(cut).toContain("…[cut]");
    expect(cut.length).toBeLessThan(3_000);
  });
});

describe("extension settings in the audit log", () => {
  it("redacts every secret field of every extension, however it is named or nested", () => {
    for (const [id, spec] of Object.entries(EXTENSION_SETTINGS)) {
      for (const path of secretPaths(spec.fields)) {
        const input = { extension: id, [pathKey(path)]: "s3cret-value-0123456789" };
        expect(JSON.stringify(redact(input)), `${id} ${pathKey(path)}`).not.toContain("s3cret-value");
      }
    }
  });
});
