import "server-only";
import type { z } from "zod";
import * as groupsContract from "../../contract/groups";
import {
  type AddMembersActionInput,
  addMemberOutcomes,
  addMembersActionInput,
} from "../../inputs/chat-groups-query";
import { call } from "./call";
import type { Connection } from "./request";

/** One uid failing does not fail the call: the answer holds one outcome per uid. */
export async function addMembers(conn: Connection, input: AddMembersActionInput) {
  const { guid, onBehalfOf, ...lists } = addMembersActionInput.parse(input);
  const res = await call(conn, groupsContract.addGroupMembers, { params: { guid }, body: lists, onBehalfOf });
  return addMemberOutcomes(res.data);
}

export type GroupPage = z.output<typeof groupsContract.listGroups.response>;
export type MemberPage = z.output<typeof groupsContract.listGroupMembers.response>;
export type BannedPage = z.output<typeof groupsContract.listGroupBannedUsers.response>;
export type GroupDetail = z.output<typeof groupsContract.getGroup.response>["data"];
