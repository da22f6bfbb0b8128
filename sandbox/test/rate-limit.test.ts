import { describe, expect, it } from "vitest";
import { RateLimiter } from "../src/http/rate-limit";

describe("RateLimiter", () => {
  it("counts per fixed minute by default, and tells when the window resets", () => {
    const limiter = new RateLimiter({ core: 2, standard: 5 });
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(limiter.take("app", "core", start).allowed).toBe(true);
    expect(limiter.take("app", "core", start + 1_000).remaining).toBe(0);
    const refused = limiter.take("app", "core", start + 20_000);
    expect(refused).toMatchObject({ allowed: false, retryAfter: 40, resetSeconds: start / 1000 + 60 });
    expect(limiter.take("app", "core", start + 60_000).allowed).toBe(true);
  });

  it("takes a shorter window where it is configured, on the same path", () => {
    const limiter = new RateLimiter({ core: 1, standard: 1 }, 5_000);
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(limiter.take("app", "core", start).allowed).toBe(true);
    expect(limiter.take("app", "core", start + 1_000)).toMatchObject({ allowed: false, retryAfter: 4 });
    expect(limiter.take("app", "core", start + 5_000).allowed).toBe(true);
  });
});
