import "server-only";
import { type AddTenantInput, tenantEnvelope } from "../schemas/tenants";
import { type Connection, serviceRequest } from "./request";

/** A customer account with its first app; the answer holds that app's keys, which stay on the server. */
export async function addTenant(conn: Connection, body: AddTenantInput) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: "/tenants",
    body,
    basicAuth: true,
    schema: tenantEnvelope,
  });
  return res.data;
}
