import { describe, expect, it } from "vitest";
import { isLoopbackHost, webhookUrlProblem } from "./webhook-url-rule";

describe("webhook URL rule", () => {
  it("accepts https to any host", () => {
    expect(webhookUrlProblem("https://hooks.example.com/chat")).toBeUndefined();
    expect(webhookUrlProblem("https://203.0.113.9:8443/x")).toBeUndefined();
  });

  it("accepts plain http only for loopback hosts", () => {
    for (const url of [
      "http://localhost:3000/api/receiver/a",
      "http://127.0.0.1/x",
      "http://127.255.10.2:9/x",
      "http://[::1]:8080/x",
      "http://LOCALHOST/x",
    ]) {
      expect(webhookUrlProblem(url), url).toBeUndefined();
    }
  });

  it("refuses plain http to a public or private non-loopback host", () => {
    for (const url of [
      "http://hooks.example.com/x",
      "http://10.0.0.1/x",
      "http://128.0.0.1/x",
      "http://127.0.0.1.example.com/x",
      "http://localhost.evil.com/x",
      "http://[::2]/x",
    ]) {
      expect(webhookUrlProblem(url), url).toMatch(/Use https/);
    }
  });

  it("refuses what is not an http(s) URL", () => {
    expect(webhookUrlProblem("hooks.example.com")).toMatch(/full URL/);
    expect(webhookUrlProblem("ftp://example.com/x")).toBe("Use an https URL.");
  });

  it("knows loopback hosts", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("127.1.2.3")).toBe(true);
    expect(isLoopbackHost("app.localhost")).toBe(true);
    expect(isLoopbackHost("127.0.0.256")).toBe(false);
    expect(isLoopbackHost("127.0.0")).toBe(false);
  });
});
