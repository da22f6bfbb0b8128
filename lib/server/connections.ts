import "server-only";
import { cookies } from "next/headers";
import { unseal } from "../crypto";
import { getDb } from "../db";
import { defaultTemplates, env } from "../env";
import type { Connection } from "./api/request";

export const APP_COOKIE = "dashboard-app";

export function appCookieOptions(publicUrl: string | undefined) {
  const secure = publicUrl?.startsWith("https://") ?? false;
  return { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
}

export interface ConnectionSummary {
  id: string;
  name: string;
  appId: string;
  region: "us" | "eu" | "in";
  hasManagement: boolean;
  source: "env" | "store";
}

type Full = ConnectionSummary & { conn: Connection };

function fromEnv(): Full | undefined {
  const e = env();
  if (!e.DASHBOARD_APP_ID || !e.DASHBOARD_APP_API_KEY) return undefined;
  const t = defaultTemplates(e);
  return {
    id: "env",
    name: e.DASHBOARD_APP_NAME ?? e.DASHBOARD_APP_ID,
    appId: e.DASHBOARD_APP_ID,
    region: e.DASHBOARD_APP_REGION ?? "us",
    hasManagement: Boolean(e.DASHBOARD_MGMT_KEY && e.DASHBOARD_MGMT_SECRET),
    source: "env",
    conn: {
      appId: e.DASHBOARD_APP_ID,
      region: e.DASHBOARD_APP_REGION ?? "us",
      chatUrl: t.chatUrl,
      callUrl: t.callUrl,
      mgmtUrl: t.mgmtUrl,
      apiKey: e.DASHBOARD_APP_API_KEY,
      mgmtKey: e.DASHBOARD_MGMT_KEY,
      mgmtSecret: e.DASHBOARD_MGMT_SECRET,
    },
  };
}

// Unsealing per request costs more than the rest of the lookup; other processes' changes show within the TTL.
const CONNECTIONS_TTL_MS = 5_000;
let memo: { at: number; generation: number; stored: Promise<Full[]> } | undefined;
let generation = 0;

export function forgetConnections() {
  generation++;
  memo = undefined;
}

function storedConnections(): Promise<Full[]> {
  const now = Date.now();
  if (memo && memo.generation === generation && now - memo.at <= CONNECTIONS_TTL_MS) return memo.stored;
  const stored = readStored();
  const entry = { at: now, generation, stored };
  memo = entry;
  stored.catch(() => {
    if (memo === entry) memo = undefined;
  });
  return stored;
}

async function allConnections(): Promise<Full[]> {
  const stored = await storedConnections();
  const envConn = fromEnv();
  return envConn ? [envConn, ...stored] : stored;
}

async function readStored(): Promise<Full[]> {
  const db = await getDb();
  const rows = await db.selectFrom("connections").selectAll().orderBy("created_at").execute();
  const stored: Full[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    appId: r.app_id,
    region: r.region,
    hasManagement: Boolean(r.mgmt_key_sealed && r.mgmt_secret_sealed),
    source: "store",
    conn: {
      appId: r.app_id,
      region: r.region,
      chatUrl: r.chat_url,
      callUrl: r.call_url,
      mgmtUrl: r.mgmt_url,
      apiKey: unseal(r.api_key_sealed),
      mgmtKey: r.mgmt_key_sealed ? unseal(r.mgmt_key_sealed) : undefined,
      mgmtSecret: r.mgmt_secret_sealed ? unseal(r.mgmt_secret_sealed) : undefined,
    },
  }));
  return stored;
}

const summary = ({ conn: _conn, ...rest }: Full): ConnectionSummary => rest;

export async function listConnections(): Promise<ConnectionSummary[]> {
  return (await allConnections()).map(summary);
}

export async function activeConnection(): Promise<Full | undefined> {
  const all = await allConnections();
  const chosen = (await cookies()).get(APP_COOKIE)?.value;
  return all.find((c) => c.id === chosen) ?? all[0];
}

export async function connectionForApp(appId: string): Promise<Connection | undefined> {
  return (await allConnections()).find((c) => c.appId === appId)?.conn;
}

export async function connectedApps(): Promise<Connection[]> {
  const byApp = new Map<string, Connection>();
  for (const c of await allConnections()) if (!byApp.has(c.appId)) byApp.set(c.appId, c.conn);
  return [...byApp.values()];
}
