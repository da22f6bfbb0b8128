import "server-only";
import { addMembersEnvelope, bannedUserListEnvelope, memberListEnvelope } from "../schemas/members";
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

export type GroupPage = Awaited<ReturnType<typeof listGroups>>;
export type MemberPage = Awaited<ReturnType<typeof listMembers>>;
export type BannedPage = Awaited<ReturnType<typeof listBannedUsers>>;
export type GroupDetail = Awaited<ReturnType<typeof getGroup>>;
