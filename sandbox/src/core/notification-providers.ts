import type { Db } from "../db/types";

export type Kind = "fcm" | "apns" | "push-custom" | "twilio" | "sms-custom" | "sendgrid" | "email-custom";
export type Config = Record<string, unknown>;

interface ProviderRow {
  provider_id: string;
  is_default: number;
  config: string;
}

const view = (r: ProviderRow) => ({
  id: r.provider_id,
  isDefault: r.is_default === 1,
  config: JSON.parse(r.config) as Config,
});
export type Provider = ReturnType<typeof view>;

/** An app's providers of one kind, in the order they were added. */
export function providers(db: Db, appId: string, kind: Kind): Provider[] {
  return (
    db
      .prepare(
        "SELECT provider_id, is_default, config FROM notification_providers WHERE app_id = ? AND kind = ? ORDER BY seq",
      )
      .all(appId, kind) as ProviderRow[]
  ).map(view);
}

/** Every provider of an app by kind, in one read (a message send asks for all of them). */
export function providersByKind(db: Db, appId: string): Partial<Record<Kind, Provider[]>> {
  const rows = db
    .prepare(
      "SELECT kind, provider_id, is_default, config FROM notification_providers WHERE app_id = ? ORDER BY seq",
    )
    .all(appId) as (ProviderRow & { kind: Kind })[];
  const out: Partial<Record<Kind, Provider[]>> = {};
  for (const r of rows) {
    out[r.kind] ??= [];
    out[r.kind]?.push(view(r));
  }
  return out;
}

/** The first of a kind that is not switched off. */
export const firstEnabled = (list: Provider[] | undefined) => list?.find((p) => p.config.isEnabled !== false);

export function saveProvider(
  db: Db,
  appId: string,
  kind: Kind,
  id: string,
  config: Config,
  isDefault: boolean,
  nowSec: number,
) {
  db.prepare(
    `INSERT INTO notification_providers (app_id, kind, provider_id, is_default, config, seq, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM notification_providers WHERE app_id = ?), ?, ?)
     ON CONFLICT (app_id, kind, provider_id) DO UPDATE SET config = excluded.config, updated_at = excluded.updated_at`,
  ).run(appId, kind, id, isDefault ? 1 : 0, JSON.stringify(config), appId, nowSec, nowSec);
}

/** The provider in force for a kind of which an app keeps one: saved and not switched off. */
export const enabledProvider = (db: Db, appId: string, kind: Kind) =>
  firstEnabled(providers(db, appId, kind));

export const CUSTOM_KIND = { push: "push-custom", email: "email-custom", sms: "sms-custom" } as const;
