import { type Db, nowSeconds } from "../db";

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 20;

/** Whether sign-in is locked for this email or address after too many recent failures. */
export async function signInLocked(db: Db, email: string, ip: string): Promise<boolean> {
  const since = nowSeconds() - WINDOW_SECONDS;
  const count = async (column: "email" | "ip", value: string) => {
    const row = await db
      .selectFrom("sign_in_attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "=", value)
      .where("at", ">=", since)
      .where("success", "=", 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return (
    (await count("email", email)) >= MAX_FAILURES_PER_EMAIL || (await count("ip", ip)) >= MAX_FAILURES_PER_IP
  );
}

/** Records one sign-in attempt; failures count toward the limits for 15 minutes. */
export async function recordSignIn(db: Db, email: string, ip: string, success: boolean) {
  await db
    .insertInto("sign_in_attempts")
    .values({ email, ip, at: nowSeconds(), success: success ? 1 : 0 })
    .execute();
}
