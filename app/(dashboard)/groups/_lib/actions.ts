"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { getGroup, listGroups } from "@/lib/api/chat";
import { addMembers, listBannedUsers, listMembers } from "@/lib/api/chat-groups";
import {
  addMembersActionInput,
  groupTargetInput,
  listBannedQuery,
  listGroupsQuery,
  listMembersQuery,
} from "@/lib/api/chat-groups-query";

/** One page of groups for the browser's cache; the same query as the server page's first render. */
export const listGroupsAction = actionClient
  .metadata({ name: "groups.list", minRole: "viewer", mutation: false })
  .inputSchema(listGroupsQuery)
  .action(async ({ parsedInput, ctx }) => listGroups(requireConnection(ctx.connection).conn, parsedInput));

/** One group's fields (its member count changes as members are added). */
export const getGroupAction = actionClient
  .metadata({ name: "groups.get", minRole: "viewer", mutation: false })
  .inputSchema(groupTargetInput)
  .action(async ({ parsedInput, ctx }) => getGroup(requireConnection(ctx.connection).conn, parsedInput.guid));

/** One page of a group's members, optionally of some scopes. */
export const listMembersAction = actionClient
  .metadata({ name: "groups.members.list", minRole: "viewer", mutation: false })
  .inputSchema(listMembersQuery)
  .action(async ({ parsedInput, ctx }) => listMembers(requireConnection(ctx.connection).conn, parsedInput));

/** One page of a group's banned users. */
export const listBannedAction = actionClient
  .metadata({ name: "groups.banned.list", minRole: "viewer", mutation: false })
  .inputSchema(listBannedQuery)
  .action(async ({ parsedInput, ctx }) =>
    listBannedUsers(requireConnection(ctx.connection).conn, parsedInput),
  );

/** Adds (and bans) up to 25 uids as the app or on behalf of a user; answers one outcome per uid. */
export const addMembersAction = actionClient
  .metadata({ name: "groups.members.add", minRole: "moderator", mutation: true })
  .inputSchema(addMembersActionInput)
  .action(async ({ parsedInput, ctx }) => addMembers(requireConnection(ctx.connection).conn, parsedInput));
