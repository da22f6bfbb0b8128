import path from "node:path";

/** Where the e2e servers listen and keep their state (set by playwright.config.ts). */
export const e2e = {
  port: Number(process.env.E2E_PORT),
  sandboxPort: Number(process.env.E2E_SANDBOX_PORT),
  stateDir: process.env.E2E_STATE_DIR ?? "",
  get sandboxUrl() {
    return `http://127.0.0.1:${this.sandboxPort}`;
  },
  get appFile() {
    return path.join(this.stateDir, "app.json");
  },
  mgmt: { key: "e2e-mgmt-key", secret: "e2e-mgmt-secret-0123456789" },
};

/** Accounts of every role, created before the dashboard starts. */
export const ACCOUNTS = {
  owner: { email: "owner@e2e.test", password: "owner-password-123" },
  admin: { email: "admin@e2e.test", password: "admin-password-123" },
  moderator: { email: "moderator@e2e.test", password: "moderator-password-123" },
  viewer: { email: "viewer@e2e.test", password: "viewer-password-123" },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

export const storageFile = (role: AccountRole) => path.join(e2e.stateDir, `${role}.storage.json`);

export interface E2eApp {
  appId: string;
  region: "us" | "eu" | "in";
  apiKey: string;
  /** Session ids of the calls the setup recorded, newest first. */
  knownCalls: string[];
}
