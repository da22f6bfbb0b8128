import { webhookEnvelope } from "../../lib/schemas/webhooks";
import { okData } from "./answers";
import type { Sandbox } from "./harness";

export const hooksPath = (s: Sandbox) => `/apps/${s.app.id}/webhooks`;
export const base = { id: "orders1", name: "Orders", webhookURL: "https://example.com/hook" };
export const withAuth = { ...base, useBasicAuth: true, username: "bot", password: "s3cret" };

export function hookRows(s: Sandbox) {
  return s.db.prepare("SELECT * FROM webhooks WHERE app_id = ? ORDER BY id").all(s.app.id);
}

export async function createHook(s: Sandbox, body: Record<string, unknown> = base) {
  const res = await s.mgmt("POST", hooksPath(s), { body });
  return okData(res, webhookEnvelope);
}
