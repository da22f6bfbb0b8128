"use server";

import { revalidatePath } from "next/cache";
import { actionClient, requireConnection } from "@/lib/action";
import { getAuthToken, listUsers } from "@/lib/api/chat";
import { createAuthToken, deactivateUser, listBlockedUsers, reactivateUser } from "@/lib/api/chat-users";
import { isServiceError } from "@/lib/api/errors";
import { maskedAuthTokens } from "@/lib/api/masked-auth-tokens";
import {
  type AuthTokenLookupResult,
  createAuthTokenActionInput,
  listUsersQuery,
  lookupAuthTokenInput,
  userSectionQuery,
  userTargetInput,
} from "@/lib/api/users-query";

/** One page of users for the browser's cache; the same query as the server page's first render. */
export const listUsersAction = actionClient
  .metadata({ name: "users.list", minRole: "viewer", mutation: false })
  .inputSchema(listUsersQuery)
  .action(async ({ parsedInput, ctx }) => listUsers(requireConnection(ctx.connection).conn, parsedInput));

/** One page of the users a user has blocked, most recent first. */
export const listBlockedUsersAction = actionClient
  .metadata({ name: "users.blocked.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput: { uid, ...q }, ctx }) =>
    listBlockedUsers(requireConnection(ctx.connection).conn, uid, q),
  );

/** One page of a user's auth tokens, masked: a token signs its holder in as the user. */
export const listAuthTokensAction = actionClient
  .metadata({ name: "users.authTokens.list", minRole: "viewer", mutation: false })
  .inputSchema(userSectionQuery)
  .action(async ({ parsedInput, ctx }) =>
    maskedAuthTokens(requireConnection(ctx.connection).conn, parsedInput),
  );

/** Looks one token up: its owner and creation time, or a plain "not found" (not an error). */
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

/** Deactivates a user: it disappears from lists and answers like a missing user until reactivated. */
export const deactivateUserAction = actionClient
  .metadata({ name: "users.deactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await deactivateUser(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath(userPath(parsedInput.uid));
    return { message: res.message };
  });

/** Reactivates a deactivated user. */
export const reactivateUserAction = actionClient
  .metadata({ name: "users.reactivate", minRole: "moderator", mutation: true })
  .inputSchema(userTargetInput)
  .action(async ({ parsedInput, ctx }) => {
    const res = await reactivateUser(requireConnection(ctx.connection).conn, parsedInput.uid);
    revalidatePath(userPath(parsedInput.uid));
    return { message: res.message };
  });

/**
 * Issues an auth token for the user (with `force`, a new one even if one exists) and answers it once,
 * like a new API key: the moderator hands it to the user's client.
 */
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
