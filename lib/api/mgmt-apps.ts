import "server-only";
import { appEnvelope, type CreateAppInput, deleteAppEnvelope } from "../schemas/apps";
import { type Connection, serviceRequest } from "./request";

/** `POST {mgmt_url}/apps`: creates an app in the account; the answer holds its two starting keys. */
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

/** `DELETE {mgmt_url}/apps/{appId}`: answers when the app will be purged (`scheduledToDeleteAt`). */
export async function deleteApp(conn: Connection, appId: string) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "DELETE",
    path: `/apps/${encodeURIComponent(appId)}`,
    schema: deleteAppEnvelope,
  });
  return res.data;
}
