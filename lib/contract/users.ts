import { z } from "zod";
import { authTokenSchema, createAuthTokenInput, updateAuthTokenInput } from "../schemas/auth-tokens";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../schemas/common";
import {
  addFriendsEnvelope,
  addFriendsInput,
  blockUsersInput,
  createUserInput,
  deactivatedUidsSchema,
  deactivateUsersInput,
  deleteUserInput,
  nonDeactivatedUidsSchema,
  perUidResultSchema,
  reactivateUsersInput,
  removeFriendsInput,
  updateUserInput,
  userSchema,
} from "../schemas/users";
import { contract } from "./define";
import { identifier, pageQuery, qbool, qlist } from "./query";

// Users, their auth tokens, blocked users and friends (chat API).

export const uidParams = z.object({ uid: identifier });
const tokenParams = uidParams.extend({ authToken: z.string().min(1).max(255) });

/** [ours] A time the last-active filter compares with, in Unix seconds as the service's time filters take. */
const unixTime = z
  .string()
  .regex(/^\d{1,10}$/, "must be a Unix time in seconds (at most 10 digits)")
  .transform(Number);

export const listUsersQuery = pageQuery()
  .extend({
    searchKey: z.string().max(100).optional(),
    status: z.enum(["available", "offline"], { error: "must be available or offline" }).optional(),
    role: z.string().max(100).optional(),
    tags: qlist.pipe(z.array(z.string().max(100)).max(25, "at most 25 tags")).optional(),
    withDeactivated: qbool.optional(),
    onlyDeactivated: qbool.optional(),
    // [ours] The published list takes no order and no last-active filter: named and shaped as the groups
    // list's published sortBy/sortOrder and the calls list's time filters.
    lastActiveBefore: unixTime.optional(),
    lastActiveAfter: unixTime.optional(),
    sortBy: z
      .enum(["uid", "name", "createdAt", "lastActiveAt"], {
        error: "must be uid, name, createdAt or lastActiveAt",
      })
      .optional()
      .default("uid"),
    sortOrder: z.enum(["asc", "desc"], { error: "must be asc or desc" }).optional().default("asc"),
  })
  .refine(
    (q) =>
      q.lastActiveBefore === undefined ||
      q.lastActiveAfter === undefined ||
      q.lastActiveAfter < q.lastActiveBefore,
    { path: ["lastActiveAfter"], message: "must be earlier than lastActiveBefore" },
  );

export const createUser = contract({
  api: "chat",
  method: "post",
  path: "/users",
  tag: "Users",
  summary: "Create a user (withAuthToken also issues an auth token)",
  authOnly: true,
  limit: "core",
  body: createUserInput.extend({ uid: identifier }),
  response: dataEnvelope(userSchema),
});

export const listUsers = contract({
  api: "chat",
  method: "get",
  path: "/users",
  tag: "Users",
  summary:
    "List users (searchKey: anywhere in the uid or name; deactivated users only when asked). [ours] sortBy uid, name, createdAt or lastActiveAt with sortOrder; lastActiveBefore and lastActiveAfter (Unix seconds) keep users last active strictly before or after that time, a user never active matching neither",
  onBehalfOf: "optional",
  query: listUsersQuery,
  response: pageEnvelope(userSchema),
});

export const getUser = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid",
  tag: "Users",
  summary: "Get a user",
  onBehalfOf: "optional",
  params: uidParams,
  response: dataEnvelope(userSchema),
});

export const updateUser = contract({
  api: "chat",
  method: "put",
  path: "/users/:uid",
  tag: "Users",
  summary: "Update a user (unset lists fields to clear)",
  params: uidParams,
  body: updateUserInput,
  response: dataEnvelope(userSchema),
});

export const deleteUser = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid",
  tag: "Users",
  summary:
    "Deactivate a user, or with permanent delete it with its tokens, messages and one-to-one conversations",
  limit: "core",
  params: uidParams,
  body: deleteUserInput,
  response: successEnvelope,
});
export const deactivateUsers = contract({
  api: "chat",
  method: "delete",
  path: "/users",
  tag: "Users",
  summary:
    "Deactivate users in bulk; answers the uids deactivated (missing or already deactivated ones are left out)",
  limit: "core",
  body: deactivateUsersInput,
  response: dataEnvelope(deactivatedUidsSchema),
});

export const reactivateUsers = contract({
  api: "chat",
  method: "put",
  path: "/users",
  tag: "Users",
  summary: "Reactivate users in bulk; answers the uids active after it (missing ones are left out)",
  body: reactivateUsersInput,
  response: dataEnvelope(nonDeactivatedUidsSchema),
});
export const createAuthToken = contract({
  api: "chat",
  method: "post",
  path: "/users/:uid/auth_tokens",
  tag: "Auth tokens",
  summary: "Create an auth token (answers the latest existing one unless force is true)",
  authOnly: true,
  params: uidParams,
  body: createAuthTokenInput,
  response: dataEnvelope(authTokenSchema),
});

export const listAuthTokens = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/auth_tokens",
  tag: "Auth tokens",
  summary: "List a user's auth tokens, newest first",
  params: uidParams,
  query: pageQuery(),
  response: pageEnvelope(authTokenSchema),
});

export const getAuthToken = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/auth_tokens/:authToken",
  tag: "Auth tokens",
  summary: "Get a user's auth token",
  params: tokenParams,
  response: dataEnvelope(authTokenSchema),
});

export const updateAuthToken = contract({
  api: "chat",
  method: "put",
  path: "/users/:uid/auth_tokens/:authToken",
  tag: "Auth tokens",
  summary:
    "Update what an auth token's client said of itself: platform, userAgent and appInfo (each optional; a field left out keeps its value)",
  params: tokenParams,
  body: updateAuthTokenInput,
  response: dataEnvelope(authTokenSchema),
});

export const deleteAuthToken = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/auth_tokens/:authToken",
  tag: "Auth tokens",
  summary: "Delete a user's auth token",
  params: tokenParams,
  response: successEnvelope,
});

export const deleteAuthTokens = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/auth_tokens",
  tag: "Auth tokens",
  summary: "Delete all of a user's auth tokens",
  params: uidParams,
  response: successEnvelope,
});
export const blockUsers = contract({
  api: "chat",
  method: "post",
  path: "/users/:uid/blockedusers",
  tag: "Blocked users",
  summary: "Block users; answers a result per uid and fires user_blocked",
  params: uidParams,
  body: blockUsersInput,
  response: dataEnvelope(perUidResultSchema),
});

export const unblockUsers = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/blockedusers",
  tag: "Blocked users",
  summary: "Unblock users; answers a result per uid and fires user_unblocked",
  params: uidParams,
  body: blockUsersInput,
  response: dataEnvelope(perUidResultSchema),
});

export const listBlockedUsers = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/blockedusers",
  tag: "Blocked users",
  summary: "List the active users a user has blocked, most recently blocked first",
  params: uidParams,
  query: pageQuery(),
  response: pageEnvelope(userSchema),
});
export const addFriends = contract({
  api: "chat",
  method: "post",
  path: "/users/:uid/friends",
  tag: "Friends",
  summary:
    "Make users friends of the user (mutual, accepted at once); answers an outcome per uid under `accepted`. A missing, deactivated or self uid fails on its own.",
  params: uidParams,
  body: addFriendsInput,
  response: addFriendsEnvelope,
});

export const listFriends = contract({
  api: "chat",
  method: "get",
  path: "/users/:uid/friends",
  tag: "Friends",
  summary: "List the user's active friends by name (searchKey: part of the uid or name, any case)",
  params: uidParams,
  query: pageQuery().extend({ searchKey: z.string().max(100, "must be at most 100 characters").optional() }),
  response: pageEnvelope(userSchema),
});

export const removeFriends = contract({
  api: "chat",
  method: "delete",
  path: "/users/:uid/friends",
  tag: "Friends",
  summary: "End friendships with the users named (both ways); uids that are not friends change nothing",
  params: uidParams,
  body: removeFriendsInput,
  response: successEnvelope,
});
