"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import { actionClient, requireConnection } from "@/lib/action";
import { getAuthToken, listUsers } from "@/lib/api/chat";
import {
  addFriends,
  createAuthToken,
  createUser,
  deactivateUser,
  deleteUserPermanently,
  findAuthToken,
  listBlockedUsers,
  listFriends,
  listUserGroups,
  reactivateUser,
  removeFriends,
  revokeAllAuthTokens,
  revokeAuthToken,
  setBlocked,
  updateAuthToken,
  updateUser,
} from "@/lib/api/chat-users";
import { isServiceError, ServiceError } from "@/lib/api/errors";
import { serviceFieldErrors } from "@/lib/api/field-errors";
import { maskedAuthTokens } from "@/lib/api/masked-auth-tokens";
import {
  type AuthTokenLookupResult,
  blockUsersActionInput,
  createAuthTokenActionInput,
  createUserForm,
  deleteUserInput,
  editUserForm,
  friendsActionInput,
  listUsersQuery,
  lookupAuthTokenInput,
  revokeAuthTokenInput,
  toCreateUserBody,
  toUpdateUserBody,
  updateAuthTokenActionInput,
  userSectionQuery,
  userTargetInput,
} from "@/lib/api/users-query";

export const listUsersAction = actionClient
  .metadata({ name: "users.list", minRole: "viewer", mutation: false })
  .inputSchema(listUsersQuery)
  .action(async ({ parsedInput, ctx }) => listUsers(requireConnection(ctx.connection).conn, parsedInput));

export const listBlockedUsersAction = actionClient
  .metadata({ name: "users.blocked.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    listBlockedUsers(requireConnection(ctx.connection).conn, uid, q),
  );

export const listUserGroupsAction = actionClient
  .metadata({ name: "users.groups.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    listUserGroups(requireConnection(ctx.connection).conn, uid, q),
  );

export const listAuthTokensAction = actionClient
  .metadata({ name: "users.authTokens.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput, ctx }) =>
    maskedAuthTokens(requireConnection(ctx.connection).conn, parsedInput),
  );

export const lookupAuthTokenAction = actionClient
  .metadata({ name: "users.authTokens.lookup", minRole: "viewer", mutation: false })
  .inputSchema(lookupAuthTokenInput)
  .action(async ({ parsedInput, ctx }): Promise<AuthTokenLookupResult> => {
    const { conn } = requireConnection(ctx.connection);
    try {
      return { found: true, token: await getAuthToken(conn, parsedInput.uid, parsedInput.authToken) };
    } catch (e) {
      if (isServiceError(e) && e.status === 404) return { found: false, message: e.message };
      throw e;
    }
  });

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

export const deactivateUserAction = actionClient
  .metadata({ name: "users.deactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await deactivateUser(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath(userPath(parsedInput.uid));
    return { message: res.message };
  });

export const reactivateUserAction = actionClient
  .metadata({ name: "users.reactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await reactivateUser(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath(userPath(parsedInput.uid));
    return { message: res.message };
  });

export const createAuthTokenAction = actionClient
  .metadata({ name: "users.authTokens.create", minRole: "moderator", mutation: true })
  .inputSchema(createAuthTokenActionInput)
  .action(async ({ parsedInput, ctx }) => {
    const token = await createAuthToken(
      requireConnection(ctx.connection).conn,
      parsedInput.uid,
      parsedInput.force,
    );
    revalidatePath(userPath(parsedInput.uid));
    return token;
  });

const USER_FORM_FIELDS = Object.keys(createUserForm.shape);

async function withUserFieldErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (!isServiceError(e)) throw e;
    if (e.code === "ERR_UID_ALREADY_EXISTS") {
      returnValidationErrors(createUserForm, { uid: { _errors: ["A user with this uid already exists."] } });
    }
    const fields = e.status === 400 ? serviceFieldErrors(e, USER_FORM_FIELDS) : undefined;
    if (fields) returnValidationErrors(createUserForm, fields);
    throw e;
  }
}

export const createUserAction = actionClient
  .metadata({ name: "users.create", minRole: "admin", mutation: true })
  .inputSchema(createUserForm)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const user = await withUserFieldErrors(() => createUser(conn, toCreateUserBody(parsedInput)));
    revalidatePath("/users");
    return { uid: user.uid, name: user.name };
  });

export const updateUserAction = actionClient
  .metadata({ name: "users.update", minRole: "admin", mutation: true })
  .inputSchema(editUserForm)
  .action(async ({ parsedInput: { uid, ...fields }, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const user = await withUserFieldErrors(() => updateUser(conn, uid, toUpdateUserBody(fields)));
    revalidatePath(userPath(uid));
    return { uid: user.uid, name: user.name };
  });

export const deleteUserAction = actionClient
  .metadata({ name: "users.delete", minRole: "admin", mutation: true })
  .inputSchema(deleteUserInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await deleteUserPermanently(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath("/users");
    return { message: res.message };
  });

export const blockUsersAction = actionClient
  .metadata({ name: "users.block", minRole: "moderator", mutation: true })
  .inputSchema(blockUsersActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const outcomes = await setBlocked(requireConnection(ctx.connection).conn, p.uid, p.uids, true);
    revalidatePath(userPath(p.uid));
    return outcomes;
  });

export const unblockUsersAction = actionClient
  .metadata({ name: "users.unblock", minRole: "moderator", mutation: true })
  .inputSchema(blockUsersActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const outcomes = await setBlocked(requireConnection(ctx.connection).conn, p.uid, p.uids, false);
    revalidatePath(userPath(p.uid));
    return outcomes;
  });

export const listFriendsAction = actionClient
  .metadata({ name: "users.friends.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    listFriends(requireConnection(ctx.connection).conn, uid, q),
  );

export const addFriendsAction = actionClient
  .metadata({ name: "users.friends.add", minRole: "moderator", mutation: true })
  .inputSchema(friendsActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const outcomes = await addFriends(requireConnection(ctx.connection).conn, p.uid, p.uids);
    revalidatePath(userPath(p.uid));
    return outcomes;
  });

export const removeFriendsAction = actionClient
  .metadata({ name: "users.friends.remove", minRole: "moderator", mutation: true })
  .inputSchema(friendsActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const answer = await removeFriends(requireConnection(ctx.connection).conn, p.uid, p.uids);
    revalidatePath(userPath(p.uid));
    return answer;
  });

// Named by mask and creation time: the full token never reaches the browser.
export const revokeAuthTokenAction = actionClient
  .metadata({ name: "users.authTokens.revoke", minRole: "moderator", mutation: true })
  .inputSchema(revokeAuthTokenInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const token = await findAuthToken(conn, p.uid, p.masked, p.createdAt);
    if (!token) throw new ServiceError(404, "ERR_AUTH_TOKEN_NOT_FOUND", "This token no longer exists.");
    const res = await revokeAuthToken(conn, p.uid, token);
    revalidatePath(userPath(p.uid));
    return { message: res.message };
  });

// Named by mask and creation time, as revoking is; empty fields are left as they are.
export const updateAuthTokenAction = actionClient
  .metadata({ name: "users.authTokens.update", minRole: "moderator", mutation: true })
  .inputSchema(updateAuthTokenActionInput)
  .action(async ({ parsedInput: { details, ...p }, ctx }) => {
    const { conn } = requireConnection(ctx.connection);
    const token = await findAuthToken(conn, p.uid, p.masked, p.createdAt);
    if (!token) throw new ServiceError(404, "ERR_AUTH_TOKEN_NOT_FOUND", "This token no longer exists.");
    const saved = await updateAuthToken(conn, p.uid, token, {
      platform: details.platform || undefined,
      userAgent: details.userAgent || undefined,
      appInfo: details.appInfo.trim() ? (JSON.parse(details.appInfo) as Record<string, unknown>) : undefined,
    });
    revalidatePath(userPath(p.uid));
    return { ...saved, authToken: p.masked };
  });

export const revokeAllAuthTokensAction = actionClient
  .metadata({ name: "users.authTokens.revokeAll", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await revokeAllAuthTokens(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath(userPath(parsedInput.uid));
    return { message: res.message };
  });
