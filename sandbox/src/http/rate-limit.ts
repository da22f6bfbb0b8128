export type { LimitClass } from "../../../lib/contract/define";

import type { LimitClass } from "../../../lib/contract/define";
import { IMPORT_REQUESTS_PER_MINUTE } from "../../../lib/schemas/data-import";

/** Requests a window per class; the import class defaults to the hosted service's 60. */
export type RateLimits = Record<Exclude<LimitClass, "import">, number> & { import?: number };

interface Window {
  start: number;
  used: number;
}

/** Fixed one-minute windows per app and class, as the hosted service counts them (tests may shorten them). */
export class RateLimiter {
  private windows = new Map<string, Window>();

  private limits: Record<LimitClass, number>;

  constructor(
    limits: RateLimits,
    private windowMs = 60_000,
  ) {
    this.limits = { ...limits, import: limits.import ?? IMPORT_REQUESTS_PER_MINUTE };
  }

  take(bucket: string, cls: LimitClass, nowMs: number) {
    const limit = this.limits[cls];
    const key = `${bucket}:${cls}`;
    const windowStart = nowMs - (nowMs % this.windowMs);
    let w = this.windows.get(key);
    if (!w || w.start !== windowStart) {
      w = { start: windowStart, used: 0 };
      this.windows.set(key, w);
    }
    const allowed = w.used < limit;
    if (allowed) w.used += 1;
    const resetAt = windowStart + this.windowMs;
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - w.used),
      resetSeconds: Math.floor(resetAt / 1000),
      retryAfter: Math.max(1, Math.ceil((resetAt - nowMs) / 1000)),
    };
  }
}
