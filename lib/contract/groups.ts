import { z } from "zod";
import { successEnvelope } from "../schemas/common";
import {
  createGroupBody,
  groupEnvelope,
  groupListEnvelope,
  groupTypeSchema,
  memberScopeSchema,
  updateGroupBody,
} from "../schemas/groups";
import {
  addMembersBody,
  addMembersEnvelope,
  bannedUserListEnvelope,
  changeScopeBody,
  memberListEnvelope,
  scopeChangeEnvelope,
} from "../schemas/members";
import { contract } from "./define";
import { identifier, pageQuery, qbool, qlist } from "./query";

// Groups, their members and banned users (chat API).

export const guidParams = z.object({ guid: identifier });
const memberParams = z.object({ guid: identifier, uid: identifier });

export const listGroupsQuery = pageQuery().extend({
  searchKey: z.string().max(100, "must be at most 100 characters").optional(),
  type: groupTypeSchema.optional(),
  // Bounded like stored tags: an unbounded list would exceed SQLite's bound-variable limit (a 500).
  tags: qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 tags")).optional(),
  sortBy: z.enum(["name", "guid", "createdAt"]).optional().default("name"),
  sortOrder: z.enum(["asc", "desc"]).optional().default("asc"),
  /** As published: with onBehalfOf, true keeps the groups that user joined; false (or no onBehalfOf) filters nothing. */
  hasJoined: qbool.optional(),
});

const listMembersQuery = pageQuery().extend({
  scopes: qlist.pipe(z.array(memberScopeSchema)).optional(),
});

export const createGroup = contract({
  api: "chat",
  method: "post",
  path: "/groups",
  summary: "Create a group",
  tag: "Groups",
  limit: "core",
  onBehalfOf: "optional",
  body: createGroupBody,
  response: groupEnvelope,
});

export const listGroups = contract({
  api: "chat",
  method: "get",
  path: "/groups",
  summary:
    "List groups (searchKey: part of the guid or name, case-insensitive; hasJoined=true with onBehalfOf: the groups that user joined, with their scope)",
  tag: "Groups",
  onBehalfOf: "optional",
  query: listGroupsQuery,
  response: groupListEnvelope,
});

export const getGroup = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid",
  summary: "Get a group",
  tag: "Groups",
  onBehalfOf: "optional",
  params: guidParams,
  response: groupEnvelope,
});

export const updateGroup = contract({
  api: "chat",
  method: "put",
  path: "/groups/:guid",
  summary: "Update a group (a new owner takes over)",
  tag: "Groups",
  onBehalfOf: "optional",
  params: guidParams,
  body: updateGroupBody,
  response: groupEnvelope,
});

export const deleteGroup = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid",
  summary: "Delete a group",
  tag: "Groups",
  onBehalfOf: "optional",
  params: guidParams,
  response: successEnvelope,
});

export const addGroupMembers = contract({
  api: "chat",
  method: "post",
  path: "/groups/:guid/members",
  summary: "Add members to a group (and ban users)",
  tag: "Group members",
  onBehalfOf: "optional",
  params: guidParams,
  body: addMembersBody,
  response: addMembersEnvelope,
});

export const listGroupMembers = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid/members",
  summary: "List the members of a group",
  tag: "Group members",
  params: guidParams,
  query: listMembersQuery,
  response: memberListEnvelope,
});

export const changeGroupMemberScope = contract({
  api: "chat",
  method: "put",
  path: "/groups/:guid/members/:uid",
  summary: "Change a member's scope; answers the member with its scope",
  tag: "Group members",
  onBehalfOf: "optional",
  params: memberParams,
  body: changeScopeBody,
  response: scopeChangeEnvelope,
});

export const kickGroupMember = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/members/:uid",
  summary: "Kick a member from a group",
  tag: "Group members",
  onBehalfOf: "optional",
  params: memberParams,
  response: successEnvelope,
});

export const listGroupBannedUsers = contract({
  api: "chat",
  method: "get",
  path: "/groups/:guid/bannedusers",
  summary: "List the users banned from a group",
  tag: "Group members",
  params: guidParams,
  query: pageQuery(),
  response: bannedUserListEnvelope,
});

export const banGroupMember = contract({
  api: "chat",
  method: "post",
  path: "/groups/:guid/bannedusers/:uid",
  summary: "Ban a user from a group",
  tag: "Group members",
  onBehalfOf: "optional",
  params: memberParams,
  response: successEnvelope,
});

export const unbanGroupMember = contract({
  api: "chat",
  method: "delete",
  path: "/groups/:guid/bannedusers/:uid",
  summary: "Unban a user from a group",
  tag: "Group members",
  onBehalfOf: "optional",
  params: memberParams,
  response: successEnvelope,
});
