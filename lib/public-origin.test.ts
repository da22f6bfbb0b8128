import { describe, expect, it } from "vitest";
import { configuredOrigin, originFrom } from "./public-origin";

describe("originFrom", () => {
  it("prefers NEXTAUTH_URL, without its path", () => {
    const h = new Headers({ host: "internal:3000" });
    expect(originFrom("https://dash.example.com/base/", h)).toBe("https://dash.example.com");
  });

  it("falls back to the forwarded host and protocol", () => {
    const h = new Headers({
      host: "internal:3000",
      "x-forwarded-host": "dash.example.com",
      "x-forwarded-proto": "https",
    });
    expect(originFrom(undefined, h)).toBe("https://dash.example.com");
  });

  it("uses the Host header over plain http when nothing is forwarded", () => {
    expect(originFrom(undefined, new Headers({ host: "127.0.0.1:3000" }))).toBe("http://127.0.0.1:3000");
  });

  it("answers undefined without any host", () => {
    expect(originFrom(undefined, new Headers())).toBeUndefined();
  });
});

describe("configuredOrigin", () => {
  it("answers the configured http(s) origin alone, and nothing without one", () => {
    expect(configuredOrigin("https://dash.example.com/base/")).toBe("https://dash.example.com");
    expect(configuredOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    expect(configuredOrigin(undefined)).toBeUndefined();
    expect(configuredOrigin("dash.example.com")).toBeUndefined();
    expect(configuredOrigin("javascript:alert(1)")).toBeUndefined();
  });
});
