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

export function listMembers(conn: Connection, { guid, scopes, ...q }: ListMembersParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/groups/${enc(guid)}/members`,
    query: { ...q, scopes: scopes?.length ? scopes.join(",") : undefined },
    schema: memberListEnvelope,
  });
}

export function listBannedUsers(conn: Connection, { guid, ...q }: ListBannedParams) {
  return serviceRequest(conn, {
    api: "chat",
    path: `/groups/${enc(guid)}/bannedusers`,
    query: q,
    schema: bannedUserListEnvelope,
  });
}

/** One uid failing does not fail the call: the answer holds one outcome per uid. */
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

export const transferOwnership = (conn: Connection, guid: string, uid: string) =>
  updateGroup(conn, guid, { owner: uid });

export async function deleteGroup(conn: Connection, guid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/groups/${enc(guid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

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

export async function kickMember(conn: Connection, guid: string, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "DELETE",
    path: `/groups/${enc(guid)}/members/${enc(uid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

export async function banMember(conn: Connection, guid: string, uid: string) {
  const res = await serviceRequest(conn, {
    api: "chat",
    method: "POST",
    path: `/groups/${enc(guid)}/bannedusers/${enc(uid)}`,
    schema: successEnvelope,
  });
  return res.data;
}

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
