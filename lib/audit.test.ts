import { describe, expect, it } from "vitest";
import { redact } from "./audit";

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
