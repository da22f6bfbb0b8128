import "server-only";
import {
  type AppSettingKey,
  appSettingsEnvelope,
  fetchUsageEnvelope,
  mapSettingsEnvelope,
  unmapSettingsEnvelope,
} from "../schemas/app-settings";
import { type Connection, serviceRequest } from "./request";

const settingsPath = (conn: Connection) => `/apps/${encodeURIComponent(conn.appId)}/settings`;

export async function getAppSettings(conn: Connection) {
  return (await serviceRequest(conn, { api: "mgmt", path: settingsPath(conn), schema: appSettingsEnvelope }))
    .data;
}

/** Answers an outcome per key. */
export async function mapAppSettings(conn: Connection, settings: Partial<Record<AppSettingKey, boolean>>) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: settingsPath(conn),
    body: { settings },
    schema: mapSettingsEnvelope,
  });
  return res.data;
}

/** Every setting back to the service's default. */
export async function resetAppSettings(conn: Connection) {
  return (
    await serviceRequest(conn, {
      api: "mgmt",
      method: "DELETE",
      path: settingsPath(conn),
      schema: unmapSettingsEnvelope,
    })
  ).data;
}

/** The service emails the report to the account owner. */
export async function requestUsageReport(conn: Connection, previousCycle: boolean) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: `/apps/${encodeURIComponent(conn.appId)}/usage`,
    body: { usePreviousBillingCycle: previousCycle },
    schema: fetchUsageEnvelope,
  });
  return res.data;
}
