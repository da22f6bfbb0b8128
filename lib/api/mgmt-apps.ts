import "server-only";
import { appEnvelope, type CreateAppInput, deleteAppEnvelope } from "../schemas/apps";
import { type Connection, serviceRequest } from "./request";

export async function createApp(conn: Connection, body: CreateAppInput) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: "/apps",
    body,
    schema: appEnvelope,
  });
  return res.data;
}

export async function deleteApp(conn: Connection, appId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "DELETE",
    path: `/apps/${encodeURIComponent(appId)}`,
    schema: deleteAppEnvelope,
  });
  return res.data;
}
