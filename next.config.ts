import type { NextConfig } from "next";

const dev = process.env.NODE_ENV === "development";

// Next's hydration and the theme script are inline: scripts need 'unsafe-inline'.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Content-Type-Options", value: "nosniff" },
];

const nextConfig: NextConfig = {
  serverExternalPackages: ["better-sqlite3", "pg", "kysely"],
  poweredByHeader: false,
  // Files of up to 1 MB (keyword lists, certificates) fit in a form's request with room to spare; a larger
  // request is refused before any action runs (lib/action-body.ts says so in the form first).
  experimental: { authInterrupts: true, serverActions: { bodySizeLimit: "4mb" } },
  // `npm test` typechecks the whole project once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  headers: async () => [{ source: "/:path*", headers: securityHeaders }],
  // The email settings moved into the notifications area.
  redirects: async () => [{ source: "/email", destination: "/notifications/email", permanent: true }],
};

export default nextConfig;
