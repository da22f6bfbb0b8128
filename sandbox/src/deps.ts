import type { SandboxConfig } from "./config";
import type { Db } from "./db/open";
import type { RateLimiter } from "./http/rate-limit";

/** What every handler may use; tests build it with an in-memory database and a fake clock. */
export interface Deps {
  db: Db;
  config: Pick<SandboxConfig, "mgmtKey" | "mgmtSecret" | "publicUrl" | "owner">;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now: () => number;
  limiter: RateLimiter;
  /** Wakes the webhook delivery worker after a commit that queued events. */
  kickOutbox: () => void;
}

export const seconds = (deps: Pick<Deps, "now">) => Math.floor(deps.now() / 1000);
