import "server-only";
import { successEnvelope } from "../schemas/common";
import {
  type CreateGroupInput,
  createGroupBody,
  groupEnvelope,
  type MEMBER_SCOPES,
  type UpdateGroupInput,
  updateGroupBody,
} from "../schemas/groups";
import {
  addMembersEnvelope,
  bannedUserListEnvelope,
  memberListEnvelope,
  scopeChangeEnvelope,
} from "../schemas/members";
import type { getGroup, listGroups } from "./chat";
import {
  type AddMembersActionInput,
  addMemberOutcomes,
  addMembersActionInput,
  type ListBannedParams,
  type ListMembersParams,
} from "./chat-groups-query";
import { type Connection, serviceRequest } from "./request";

const enc = encodeURIComponent;

/** `GET /groups/{guid}/members`: one page of members, optionally only some scopes (comma-separated). */
export function listMembers(conn: Connection, { guid, scopes, ...q }: ListMembersParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/groups/${enc(guid)}/members`,
    query: { ...q, scopes: scopes?.length ? scopes.join(",") : undefined },
    schema: memberListEnvelope,
  });
}

/** `GET /groups/{guid}/bannedusers`: one page of banned users. */
export function listBannedUsers(conn: Connection, { guid, ...q }: ListBannedParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/groups/${enc(guid)}/bannedusers`,
    query: q,
    schema: bannedUserListEnvelope,
  });
}

/**
 * `POST /groups/{guid}/members`, as the app or `onBehalfOf` a user. One uid failing does not fail the
 * call: the answer is one outcome per uid.
 */
export async function addMembers(conn: Connection, input: AddMembersActionInput) {
  const { guid, onBehalfOf, ...lists } = addMembersActionInput.parse(input);
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/groups/${enc(guid)}/members`,
    body: lists,
    onBehalfOf,
    schema: addMembersEnvelope,
  });
  return addMemberOutcomes(res.data);
}

/** `POST /groups`; 409 `ERR_GUID_ALREADY_EXISTS`, 404 `ERR_UID_NOT_FOUND` for an unknown owner. */
export async function createGroup(conn: Connection, body: CreateGroupInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: "/groups",
    body: createGroupBody.parse(body),
    schema: groupEnvelope,
  });
  return res.data;
}

/** `PUT /groups/{guid}`; a new `owner` (already a member) takes the group over. */
export async function updateGroup(conn: Connection, guid: string, body: UpdateGroupInput) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/groups/${enc(guid)}`,
    body: updateGroupBody.parse(body),
    schema: groupEnvelope,
  });
  return res.data;
}

/** Ownership passes with `PUT /groups/{guid}` `{owner}`; the new owner becomes an admin. */
export const transferOwnership = (conn: Connection, guid: string, uid: string) =>
  updateGroup(conn, guid, { owner: uid });

/** `DELETE /groups/{guid}`: the group with its members, bans and messages. */
export async function deleteGroup(conn: Connection, guid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/groups/${enc(guid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

/** `PUT /groups/{guid}/members/{uid}` `{scope}`. */
export async function changeMemberScope(
  conn: Connection,
  guid: string,
  uid: string,
  scope: (typeof MEMBER_SCOPES)[number],
) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "PUT",
    path: `/groups/${enc(guid)}/members/${enc(uid)}`,
    body: { scope },
    schema: scopeChangeEnvelope,
  });
  return res.data;
}

/** `DELETE /groups/{guid}/members/{uid}`: kicks a member (never the owner); it may join again. */
export async function kickMember(conn: Connection, guid: string, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/groups/${enc(guid)}/members/${enc(uid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

/** `POST /groups/{guid}/bannedusers/{uid}`: removes the user and keeps it out until unbanned. */
export async function banMember(conn: Connection, guid: string, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/groups/${enc(guid)}/bannedusers/${enc(uid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

/** `DELETE /groups/{guid}/bannedusers/{uid}`; answers `{success, message}`. */
export async function unbanMember(conn: Connection, guid: string, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/groups/${enc(guid)}/bannedusers/${enc(uid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

export type GroupPage = Awaited<ReturnType<typeof listGroups>>;
export type MemberPage = Awaited<ReturnType<typeof listMembers>>;
export type BannedPage = Awaited<ReturnType<typeof listBannedUsers>>;
export type GroupDetail = Awaited<ReturnType<typeof getGroup>>;
