import { type AccountOwner, DEFAULT_OWNER } from "../config";
import type { Db } from "../db/types";
import { notFound } from "../http/errors";
import { hex, newApiKey } from "./ids";

export const REGIONS = ["us", "eu", "in"] as const;
export type Region = (typeof REGIONS)[number];

export interface AppRow {
  id: string;
  name: string;
  region: Region;
  version: string;
  state: string;
  created_at: number;
  scheduled_delete_at: number | null;
}

export interface KeyRow {
  seq: number;
  app_id: string;
  api_key: string;
  name: string;
  scope: "authOnly" | "fullAccess";
  created_by: string;
  created_at: number;
}

export const MAX_API_KEYS = 25;

export function findApp(db: Db, appId: string): AppRow | undefined {
  return db.prepare("SELECT * FROM apps WHERE id = ?").get(appId) as AppRow | undefined;
}

export function findKey(db: Db, appId: string, apiKey: string): KeyRow | undefined {
  return db.prepare("SELECT * FROM api_keys WHERE app_id = ? AND api_key = ?").get(appId, apiKey) as
    | KeyRow
    | undefined;
}

export function insertKey(
  db: Db,
  appId: string,
  name: string,
  scope: KeyRow["scope"],
  nowSec: number,
  createdBy = "app_system",
): KeyRow {
  const apiKey = newApiKey();
  db.prepare(
    "INSERT INTO api_keys (app_id, api_key, name, scope, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  ).run(appId, apiKey, name, scope, createdBy, nowSec);
  return findKey(db, appId, apiKey) as KeyRow;
}

/** Creates an app with its two starting keys: "Rest API Key" (fullAccess) and "Auth Key" (authOnly). */
export function createAppRecord(
  db: Db,
  input: { id?: string; name: string; region: Region; version?: string },
  nowSec: number,
) {
  const id = input.id ?? hex(8);
  db.prepare(
    "INSERT INTO apps (id, name, region, version, state, created_at) VALUES (?, ?, ?, ?, 'active', ?)",
  ).run(id, input.name, input.region, input.version ?? "3", nowSec);
  const rest = insertKey(db, id, "Rest API Key", "fullAccess", nowSec);
  const auth = insertKey(db, id, "Auth Key", "authOnly", nowSec);
  return { app: findApp(db, id) as AppRow, keys: [rest, auth] };
}

/** Days of a new app's trial (the published example ends it 30 days after creation). */
export const TRIAL_DAYS = 30;

/** The published `appRegion` of each region; the descriptions are ours. */
const REGION_NAMES: Record<string, { name: string; description: string }> = {
  us: { name: "USA", description: "The USA region's servers are in the United States." },
  eu: { name: "Europe", description: "The Europe region's servers are in the European Union." },
  in: { name: "India", description: "The India region's servers are in India." },
};

export function appView(db: Db, app: AppRow, owner: AccountOwner = DEFAULT_OWNER) {
  const keys = db.prepare("SELECT * FROM api_keys WHERE app_id = ? ORDER BY seq").all(app.id) as KeyRow[];
  const region = REGION_NAMES[app.region] ?? { name: app.region, description: "" };
  return {
    id: app.id,
    name: app.name,
    plan: "trial",
    trialEndsAt: app.created_at + TRIAL_DAYS * 86_400,
    region: app.region,
    version: app.version,
    state: app.state,
    owner: owner.id,
    appOwner: { id: String(owner.id), name: owner.name, email: owner.email },
    appRegion: { id: app.region, ...region },
    createdAt: app.created_at,
    apiKeys: Object.fromEntries(
      keys.map((k) => [
        k.api_key,
        { apiKey: k.api_key, name: k.name, scope: k.scope, createdBy: k.created_by },
      ]),
    ),
  };
}

/** An app of this account, as the management API reaches it: a customer account's app (POST /tenants) is not. */
export function requireActiveApp(db: Db, appId: string): AppRow {
  const app = findApp(db, appId);
  const theirs = app && db.prepare("SELECT 1 FROM tenants WHERE app_id = ?").get(app.id);
  if (app?.state !== "active" || theirs)
    throw notFound("ERR_APP_NOT_FOUND", `The app ${appId} does not exist.`);
  return app;
}

export const APP_PURGE_DAYS = 30;

export function markAppDeleted(db: Db, appId: string, nowSec: number): number {
  const purgeAt = nowSec + APP_PURGE_DAYS * 86_400;
  db.prepare("UPDATE apps SET state = 'deleted', scheduled_delete_at = ? WHERE id = ?").run(purgeAt, appId);
  return purgeAt;
}
