"use server";

import { revalidatePath } from "next/cache";
import { returnValidationErrors } from "next-safe-action";
import * as usersContract from "@/lib/contract/users";
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
} from "@/lib/inputs/users-query";
import { appActionClient } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { findAuthToken, listUserGroups, reactivateUser } from "@/lib/server/api/chat-users";
import { isServiceError, ServiceError } from "@/lib/server/api/errors";
import { serviceFieldErrors } from "@/lib/server/api/field-errors";
import { maskedAuthTokens } from "@/lib/server/api/masked-auth-tokens";

export const listUsersAction = appActionClient
  .metadata({ name: "users.list", minRole: "viewer", mutation: false })
  .inputSchema(listUsersQuery)
  .action(async ({ parsedInput, ctx }) => call(ctx.conn, usersContract.listUsers, { query: parsedInput }));

export const listBlockedUsersAction = appActionClient
  .metadata({ name: "users.blocked.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    call(ctx.conn, usersContract.listBlockedUsers, {
      params: { uid },
      query: q,
    }),
  );

export const listUserGroupsAction = appActionClient
  .metadata({ name: "users.groups.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) => listUserGroups(ctx.conn, uid, q));

export const listAuthTokensAction = appActionClient
  .metadata({ name: "users.authTokens.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput, ctx }) => maskedAuthTokens(ctx.conn, parsedInput));

export const lookupAuthTokenAction = appActionClient
  .metadata({ name: "users.authTokens.lookup", minRole: "viewer", mutation: false })
  .inputSchema(lookupAuthTokenInput)
  .action(async ({ parsedInput, ctx }): Promise<AuthTokenLookupResult> => {
    const { conn } = ctx;
    try {
      return {
        found: true,
        token: await callData(conn, usersContract.getAuthToken, { params: parsedInput }),
      };
    } catch (e) {
      if (isServiceError(e) && e.status === 404) return { found: false, message: e.message };
      throw e;
    }
  });

const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;

/** What a change to one user answers, once their page is marked to be drawn again. */
async function changedUser<T>(uid: string, change: Promise<T>): Promise<T> {
  const answer = await change;
  revalidatePath(userPath(uid));
  return answer;
}

export const deactivateUserAction = appActionClient
  .metadata({ name: "users.deactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput: { uid }, ctx }) => {
    const change = callData(ctx.conn, usersContract.deleteUser, {
      params: { uid },
      body: { permanent: false },
    });
    const { message } = await changedUser(uid, change);
    return { message };
  });

export const reactivateUserAction = appActionClient
  .metadata({ name: "users.reactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput: { uid }, ctx }) => {
    const { message } = await changedUser(uid, reactivateUser(ctx.conn, uid));
    return { message };
  });

export const createAuthTokenAction = appActionClient
  .metadata({ name: "users.authTokens.create", minRole: "moderator", mutation: true })
  .inputSchema(createAuthTokenActionInput)
  .action(({ parsedInput: p, ctx }) =>
    changedUser(
      p.uid,
      callData(ctx.conn, usersContract.createAuthToken, { params: { uid: p.uid }, body: { force: p.force } }),
    ),
  );

const USER_FORM_FIELDS = Object.keys(createUserForm.shape);

async function withUserFieldErrors<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
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

export const createUserAction = appActionClient
  .metadata({ name: "users.create", minRole: "admin", mutation: true })
  .inputSchema(createUserForm)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const { data: user } = await withUserFieldErrors(() =>
      call(conn, usersContract.createUser, { body: toCreateUserBody(parsedInput) }),
    );
    revalidatePath("/users");
    return { uid: user.uid, name: user.name };
  });

export const updateUserAction = appActionClient
  .metadata({ name: "users.update", minRole: "admin", mutation: true })
  .inputSchema(editUserForm)
  .action(async ({ parsedInput: { uid, ...fields }, ctx }) => {
    const { conn } = ctx;
    const { data: user } = await withUserFieldErrors(() =>
      call(conn, usersContract.updateUser, { params: { uid }, body: toUpdateUserBody(fields) }),
    );
    revalidatePath(userPath(uid));
    return { uid: user.uid, name: user.name };
  });

export const deleteUserAction = appActionClient
  .metadata({ name: "users.delete", minRole: "admin", mutation: true })
  .inputSchema(deleteUserInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await call(ctx.conn, usersContract.deleteUser, {
      params: { uid: parsedInput.uid },
      body: { permanent: true },
    });
    revalidatePath("/users");
    return { message: res.data.message };
  });

export const blockUsersAction = appActionClient
  .metadata({ name: "users.block", minRole: "moderator", mutation: true })
  .inputSchema(blockUsersActionInput)
  .action(({ parsedInput: p, ctx }) =>
    changedUser(
      p.uid,
      callData(ctx.conn, usersContract.blockUsers, { params: { uid: p.uid }, body: { blockedUids: p.uids } }),
    ),
  );

export const unblockUsersAction = appActionClient
  .metadata({ name: "users.unblock", minRole: "moderator", mutation: true })
  .inputSchema(blockUsersActionInput)
  .action(({ parsedInput: p, ctx }) =>
    changedUser(
      p.uid,
      callData(ctx.conn, usersContract.unblockUsers, {
        params: { uid: p.uid },
        body: { blockedUids: p.uids },
      }),
    ),
  );

export const listFriendsAction = appActionClient
  .metadata({ name: "users.friends.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    call(ctx.conn, usersContract.listFriends, { params: { uid }, query: q }),
  );

export const addFriendsAction = appActionClient
  .metadata({ name: "users.friends.add", minRole: "moderator", mutation: true })
  .inputSchema(friendsActionInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const change = callData(ctx.conn, usersContract.addFriends, {
      params: { uid: p.uid },
      body: { accepted: p.uids },
    });
    return (await changedUser(p.uid, change)).accepted;
  });

export const removeFriendsAction = appActionClient
  .metadata({ name: "users.friends.remove", minRole: "moderator", mutation: true })
  .inputSchema(friendsActionInput)
  .action(({ parsedInput: p, ctx }) =>
    changedUser(
      p.uid,
      callData(ctx.conn, usersContract.removeFriends, { params: { uid: p.uid }, body: { friends: p.uids } }),
    ),
  );

// Named by mask and creation time: the full token never reaches the browser.
export const revokeAuthTokenAction = appActionClient
  .metadata({ name: "users.authTokens.revoke", minRole: "moderator", mutation: true })
  .inputSchema(revokeAuthTokenInput)
  .action(async ({ parsedInput: p, ctx }) => {
    const { conn } = ctx;
    const token = await findAuthToken(conn, p.uid, p.masked, p.createdAt);
    if (!token) throw new ServiceError(404, "ERR_AUTH_TOKEN_NOT_FOUND", "This token no longer exists.");
    const res = await call(conn, usersContract.deleteAuthToken, { params: { uid: p.uid, authToken: token } });
    revalidatePath(userPath(p.uid));
    return { message: res.data.message };
  });

// Named by mask and creation time, as revoking is; empty fields are left as they are.
export const updateAuthTokenAction = appActionClient
  .metadata({ name: "users.authTokens.update", minRole: "moderator", mutation: true })
  .inputSchema(updateAuthTokenActionInput)
  .action(async ({ parsedInput: { details, ...p }, ctx }) => {
    const { conn } = ctx;
    const token = await findAuthToken(conn, p.uid, p.masked, p.createdAt);
    if (!token) throw new ServiceError(404, "ERR_AUTH_TOKEN_NOT_FOUND", "This token no longer exists.");
    const { data: saved } = await call(conn, usersContract.updateAuthToken, {
      params: { uid: p.uid, authToken: token },
      body: {
        platform: details.platform || undefined,
        userAgent: details.userAgent || undefined,
        appInfo: details.appInfo.trim()
          ? (JSON.parse(details.appInfo) as Record<string, unknown>)
          : undefined,
      },
    });
    revalidatePath(userPath(p.uid));
    return { ...saved, authToken: p.masked };
  });

export const revokeAllAuthTokensAction = appActionClient
  .metadata({ name: "users.authTokens.revokeAll", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput: { uid }, ctx }) => {
    const { message } = await changedUser(
      uid,
      callData(ctx.conn, usersContract.deleteAuthTokens, { params: { uid } }),
    );
    return { message };
  });
