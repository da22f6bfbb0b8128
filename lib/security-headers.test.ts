import { describe, expect, it } from "vitest";
import nextConfig, { securityHeaders } from "@/next.config";

const header = (key: string) => securityHeaders.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;

describe("security headers", () => {
  it("forbid framing, sniffing and cross-origin referrers", () => {
    expect(header("Content-Security-Policy")).toMatch(/(^|;\s*)frame-ancestors 'none'(;|$)/);
    expect(header("X-Frame-Options")).toBe("DENY");
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("Referrer-Policy")).toMatch(
      /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
    );
  });

  it("keep scripts to the dashboard's own origin", () => {
    const csp = header("Content-Security-Policy") ?? "";
    const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scripts).toContain("'self'");
    expect(scripts).not.toMatch(/(^|\s)(\*|https?:|data:)(\s|$)/);
    expect(csp).toMatch(/(^|;\s*)object-src 'none'/);
  });

  it("are sent on every path", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const everywhere = rules.find((r) => r.source === "/:path*");
    expect(everywhere?.headers).toEqual(securityHeaders);
  });
});
