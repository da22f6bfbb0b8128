import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** How many worlds the run has: each worker of the run owns one, with its own sandbox, dashboard and accounts. */
export const worldCount = () => Number(process.env.E2E_WORLDS ?? 1);

/**
 * The world this process works in: the servers' scripts are told theirs; a test worker's is its parallel
 * index, which no two workers running at the same time share.
 */
export const currentWorld = Number(process.env.E2E_WORLD ?? process.env.TEST_PARALLEL_INDEX ?? 0);

const listed = (name: string, world: number) => Number((process.env[name] ?? "").split(",")[world]);

/** One world's addresses and state: its dashboard's port, its sandbox's port and its state directory. */
export function worldOf(world: number) {
  return {
    world,
    port: listed("E2E_PORTS", world),
    sandboxPort: listed("E2E_SANDBOX_PORTS", world),
    stateDir: path.join(process.env.E2E_STATE_DIR ?? "", `world-${world}`),
    get baseUrl() {
      return `http://127.0.0.1:${this.port}`;
    },
  };
}

const world = worldOf(currentWorld);

export const e2e = {
  port: world.port,
  sandboxPort: world.sandboxPort,
  stateDir: world.stateDir,
  baseUrl: world.baseUrl,
  sandboxUrl: `http://127.0.0.1:${world.sandboxPort}`,
  appFile: path.join(world.stateDir, "app.json"),
  mgmt: { key: "e2e-mgmt-key", secret: "e2e-mgmt-secret-0123456789" },
  webhookPassword: "e2e-webhook-password-5f3a9c",
  /** Set on the e2e app's notification providers and one device, for the leak sweep to look for. */
  notifications: {
    twilioToken: "e2e0c4f7a19b3d5e6f28a7c9b1d3e5f7",
    devicePushToken: "e2e-device-push-token-4b7d1f9a2c6e",
  },
};

export const ACCOUNTS = {
  owner: { email: "owner@e2e.test", password: "owner-password-123" },
  admin: { email: "admin@e2e.test", password: "admin-password-123" },
  moderator: { email: "moderator@e2e.test", password: "moderator-password-123" },
  viewer: { email: "viewer@e2e.test", password: "viewer-password-123" },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

/** An account kept apart for the lockout test, so locking it does not disturb the others. */
export const LOCKOUT_ACCOUNT = { email: "lockout@e2e.test", password: "lockout-password-123" } as const;

/** The account spec's admins and the passwords it tries and sets, which the leak crawl looks for too. */
export const ACCOUNT_SPEC = {
  twoFactor: { email: "totp@account.e2e.test", password: "totp-password-123" },
  changer: { email: "changer@account.e2e.test", password: "changer-password-123" },
  wrongPassword: "not-my-password-1",
  changedPassword: "changed-password-123",
} as const;

export const storageFile = (role: AccountRole, world = currentWorld) =>
  path.join(worldOf(world).stateDir, `${role}.storage.json`);

export interface E2eApp {
  appId: string;
  region: "us" | "eu" | "in";
  apiKey: string;
  knownCalls: string[];
  /** The auth token e2e-alice's device was registered with: it must never reach the browser. */
  deviceAuthToken: string;
}

export function e2eApp(): E2eApp {
  return JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;
}

function dataDirSecrets(): string[] {
  const dir = path.join(e2e.stateDir, "dashboard");
  return ["nextauth.key", "encryption.key"]
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, "utf8").trim());
}

export function secrets(): string[] {
  return [
    e2eApp().apiKey,
    e2eApp().deviceAuthToken,
    e2e.mgmt.key,
    e2e.mgmt.secret,
    e2e.webhookPassword,
    ...Object.values(e2e.notifications),
    ...Object.values(ACCOUNTS).map((a) => a.password),
    LOCKOUT_ACCOUNT.password,
    ACCOUNT_SPEC.twoFactor.password,
    ACCOUNT_SPEC.changer.password,
    ACCOUNT_SPEC.wrongPassword,
    ACCOUNT_SPEC.changedPassword,
    ...dataDirSecrets(),
  ];
}
