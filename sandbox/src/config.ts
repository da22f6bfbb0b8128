import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { IMPORT_REQUESTS_PER_MINUTE } from "../../lib/schemas/data-import";

export interface SandboxConfig {
  port: number;
  dataDir: string;
  mgmtKey: string;
  mgmtSecret: string;
  rateLimitCore: number;
  rateLimitStandard: number;
  /** The data-import operations' class: 60 a window, as the hosted service allows. */
  rateLimitImport: number;
  /** The rate limit's window: a minute, as the hosted service's; tests shorten it to wait less. */
  rateLimitWindowMs: number;
  publicUrl: string;
  owner?: AccountOwner;
}

export interface AccountOwner {
  id: number;
  name: string;
  email: string;
}

export const DEFAULT_OWNER: AccountOwner = { id: 1, name: "Sandbox Owner", email: "owner@sandbox.local" };

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
): SandboxConfig & { generatedCredentials: boolean; credentialsFile?: string } {
  const port = Number(env.SANDBOX_PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_PORT is not a port: ${env.SANDBOX_PORT}`);
  const dataDir = path.resolve(env.SANDBOX_DATA_DIR ?? "data/sandbox");
  mkdirSync(dataDir, { recursive: true });
  const creds = resolveMgmtCredentials(dataDir, env.SANDBOX_MGMT_KEY, env.SANDBOX_MGMT_SECRET);
  return {
    port,
    dataDir,
    mgmtKey: creds.key,
    mgmtSecret: creds.secret,
    generatedCredentials: creds.generated,
    credentialsFile: creds.file,
    rateLimitCore: positive(env.SANDBOX_RATE_LIMIT_CORE, 10_000),
    rateLimitStandard: positive(env.SANDBOX_RATE_LIMIT_STANDARD, 20_000),
    rateLimitImport: positive(env.SANDBOX_RATE_LIMIT_IMPORT, IMPORT_REQUESTS_PER_MINUTE),
    rateLimitWindowMs: positive(env.SANDBOX_RATE_LIMIT_WINDOW_MS, 60_000),
    publicUrl: env.SANDBOX_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    owner: {
      id: DEFAULT_OWNER.id,
      name: env.SANDBOX_OWNER_NAME || DEFAULT_OWNER.name,
      email: env.SANDBOX_OWNER_EMAIL || DEFAULT_OWNER.email,
    },
  };
}

function positive(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`expected a positive integer, got ${raw}`);
  return n;
}

function resolveMgmtCredentials(dataDir: string, key?: string, secret?: string) {
  if (key && secret) return { key, secret, generated: false, file: undefined };
  const file = path.join(dataDir, "mgmt-credentials.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { key: string; secret: string };
    return { key: key || stored.key, secret: secret || stored.secret, generated: false, file };
  }
  const made = { key: randomBytes(16).toString("hex"), secret: randomBytes(32).toString("hex") };
  writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`, { mode: 0o600 });
  return { key: key || made.key, secret: secret || made.secret, generated: true, file };
}
