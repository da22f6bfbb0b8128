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
});
