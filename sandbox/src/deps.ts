import type { SandboxConfig } from "./config";
import type { Db } from "./db/types";
import type { RateLimiter } from "./http/rate-limit";

export interface Deps {
  db: Db;
  /** `port` is the one the sandbox listens on, when it listens (not in in-process tests). */
  config: Pick<SandboxConfig, "mgmtKey" | "mgmtSecret" | "publicUrl" | "owner"> &
    Partial<Pick<SandboxConfig, "port">>;
  now: () => number;
  limiter: RateLimiter;
  kickOutbox: () => void;
}

export const seconds = (deps: Pick<Deps, "now">) => Math.floor(deps.now() / 1000);
