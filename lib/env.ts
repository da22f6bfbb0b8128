import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DASHBOARD_DATA_DIR: z.string().default("data/dashboard"),
  DATABASE_URL: optional,
  NEXTAUTH_SECRET: optional,
  NEXTAUTH_URL: optional,
  DASHBOARD_ENCRYPTION_KEY: optional,
  DASHBOARD_OWNER_EMAIL: optional,
  DASHBOARD_OWNER_PASSWORD: optional,
  DASHBOARD_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  // Reverse proxies in front of the dashboard whose X-Forwarded-For entries are believed (0: none).
  DASHBOARD_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  DASHBOARD_APP_ID: optional,
  DASHBOARD_APP_REGION: z.enum(["us", "eu", "in"]).optional(),
  DASHBOARD_APP_NAME: optional,
  DASHBOARD_APP_API_KEY: optional,
  DASHBOARD_MGMT_KEY: optional,
  DASHBOARD_MGMT_SECRET: optional,
  SANDBOX_URL: z.string().url().default("http://127.0.0.1:4100"),
  DASHBOARD_CHAT_URL: optional,
  DASHBOARD_CALL_URL: optional,
  DASHBOARD_MGMT_URL: optional,
  DASHBOARD_SMTP_URL: optional,
  DASHBOARD_MAIL_FROM: z.string().default("Chat admin dashboard <no-reply@localhost>"),
  // Private or link-local addresses and ranges the dashboard may send requests to (loopback always may).
  DASHBOARD_ALLOW_PRIVATE_TARGETS: optional,
  DASHBOARD_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Background exports: deleted with their files this many hours after they were asked for.
  DASHBOARD_EXPORT_TTL_HOURS: z.coerce.number().int().min(1).max(8760).default(168),
  // A download link of an export works this many minutes after it was handed out.
  DASHBOARD_EXPORT_LINK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}

export function defaultTemplates(e: Env = env()) {
  return {
    chatUrl: e.DASHBOARD_CHAT_URL ?? `${e.SANDBOX_URL}/{region}/{appId}/api/v3`,
    callUrl: e.DASHBOARD_CALL_URL ?? `${e.SANDBOX_URL}/{region}/{appId}/call/v3`,
    mgmtUrl: e.DASHBOARD_MGMT_URL ?? `${e.SANDBOX_URL}/mgmt`,
  };
}
