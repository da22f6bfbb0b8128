import type { Db } from "./db";

/** A missing row is the default. */
const DEFAULTS = { requireTwoFactor: "false" } as const;
type Setting = keyof typeof DEFAULTS;

export async function getSetting(db: Db, key: Setting): Promise<string> {
  const row = await db
    .selectFrom("dashboard_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return row?.value ?? DEFAULTS[key];
}

export async function setSetting(db: Db, key: Setting, value: string): Promise<void> {
  await db
    .insertInto("dashboard_settings")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

export const twoFactorRequired = async (db: Db) => (await getSetting(db, "requireTwoFactor")) === "true";
