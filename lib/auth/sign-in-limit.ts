import { sql } from "kysely";
import { type Db, nowSeconds } from "../db";
import { UserFacingError } from "../user-facing-error";

const WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Wrong current passwords and codes inside a session, per admin. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Slowed, never refused, so nobody can lock the owner out from elsewhere. */
const SLOW_AFTER_EMAIL_FAILURES = 5;
const MAX_DELAY_MS = 8_000;

const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;
const emailKey = (email: string) => `email:${email}`;

/** One upsert, so parallel attempts cannot read the same count. */
async function bump(db: Db, key: string): Promise<number> {
  const now = nowSeconds();
  const stale = now - WINDOW_SECONDS;
  const row = await db
    .insertInto("sign_in_counters")
    .values({ key, window_start: now, failures: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`case when sign_in_counters.window_start < ${stale} then 1
          else sign_in_counters.failures + 1 end`,
        window_start: sql<number>`case when sign_in_counters.window_start < ${stale} then ${now}
          else sign_in_counters.window_start end`,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .updateTable("sign_in_counters")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", key)
    .where("failures", ">", 0)
    .execute();
}

async function current(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom("sign_in_counters")
    .select("failures")
    .where("key", "=", key)
    .where("window_start", ">=", nowSeconds() - WINDOW_SECONDS)
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}

export type SignInTicket =
  | { allowed: false }
  | { allowed: true; delayMs: number; settle(success: boolean): Promise<void> };

/** Reserved before the password is checked, so parallel attempts count one by one; given back if right. */
export async function reserveSignIn(db: Db, email: string, ip: string): Promise<SignInTicket> {
  if ((await bump(db, pairKey(email, ip))) > MAX_FAILURES_PER_PAIR) return { allowed: false };
  if ((await bump(db, ipKey(ip))) > MAX_FAILURES_PER_IP) {
    // Refused for the address: this attempt was never the pair's to count.
    await giveBack(db, pairKey(email, ip));
    return { allowed: false };
  }
  const byEmail = await current(db, emailKey(email));
  const over = byEmail - SLOW_AFTER_EMAIL_FAILURES;
  const delayMs = over >= 0 ? Math.min(250 * 2 ** over, MAX_DELAY_MS) : 0;
  return {
    allowed: true,
    delayMs,
    async settle(success) {
      if (success) await Promise.all([giveBack(db, pairKey(email, ip)), giveBack(db, ipKey(ip))]);
      else await bump(db, emailKey(email));
    },
  };
}

export async function withinLimit(db: Db, key: string, max: number): Promise<boolean> {
  return (await bump(db, key)) <= max;
}

export class TooManyFailuresError extends UserFacingError {}

/**
 * Runs a check of the signed-in admin's own password or code, counted like a sign-in: reserved first,
 * so parallel tries count one by one, and given back when `right` says the answer was right.
 */
export async function limitedAccountCheck<T>(
  db: Db,
  adminId: string,
  check: () => Promise<T>,
  right: (result: T) => boolean = Boolean,
): Promise<T> {
  const key = `account:${adminId}`;
  if ((await bump(db, key)) > MAX_FAILURES_PER_ACCOUNT) {
    throw new TooManyFailuresError("Too many wrong passwords or codes. Wait 15 minutes and try again.");
  }
  let wrong = false;
  try {
    const result = await check();
    wrong = !right(result);
    return result;
  } finally {
    // Only a wrong answer counts; an error on the way (a refused new password, say) is none.
    if (!wrong) await giveBack(db, key);
  }
}
