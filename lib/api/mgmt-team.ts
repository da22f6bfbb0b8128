import "server-only";
import {
  collaboratorChangesEnvelope,
  collaboratorListEnvelope,
  type UpdateCollaboratorsInput,
} from "../schemas/apps";
import { type Connection, serviceRequest } from "./request";

const teamPath = (conn: Connection) => `/apps/${encodeURIComponent(conn.appId)}/collaborators`;

/** The app's team, as the service lists it (the whole team in one answer). */
export async function listCollaborators(conn: Connection) {
  return (await serviceRequest(conn, { api: "mgmt", path: teamPath(conn), schema: collaboratorListEnvelope }))
    .data;
}

/** Adds (or re-roles) and removes collaborators; answers `{success}` per email in each list. */
export async function changeCollaborators(conn: Connection, body: UpdateCollaboratorsInput) {
  const res = await serviceRequest(conn, {
    api: "mgmt",
    method: "POST",
    path: teamPath(conn),
    body,
    schema: collaboratorChangesEnvelope,
  });
  return res.data;
}
