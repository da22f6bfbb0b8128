"use server";

import * as apiKeysContract from "@/lib/contract/api-keys";
import {
  createApiKeyActionInput,
  deleteApiKeyActionInput,
  listApiKeysQuery,
  updateApiKeyActionInput,
} from "@/lib/inputs/api-keys-query";
import { appActionClient, UserFacingError } from "@/lib/server/action";
import { call, callData } from "@/lib/server/api/call";
import { listApiKeyViews, maskKey, resolveMaskedKey, toApiKeyView } from "@/lib/server/api/chat-api-keys";
import { isServiceError, ServiceError } from "@/lib/server/api/errors";
import type { Connection } from "@/lib/server/api/request";

export const listApiKeysAction = appActionClient
  .metadata({ name: "apiKeys.list", minRole: "admin", mutation: false })
  .inputSchema(listApiKeysQuery)
  .action(async ({ parsedInput, ctx }) => listApiKeyViews(ctx.conn, parsedInput));

// The one time a key value reaches the browser.
export const createApiKeyAction = appActionClient
  .metadata({ name: "apiKeys.create", minRole: "admin", mutation: true })
  .inputSchema(createApiKeyActionInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const key = await callData(conn, apiKeysContract.createApiKey, { body: parsedInput });
    return { ...key, id: maskKey(key.apiKey) };
  });

async function fullKey(conn: Connection, id: string): Promise<string> {
  const apiKey = await resolveMaskedKey(conn, id);
  if (!apiKey) throw new UserFacingError(`The key ${id} no longer exists in this app. Reload the list.`);
  return apiKey;
}

// The service's messages name the key, so they go back masked.
async function onKey<T>(apiKey: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isServiceError(e) || !e.message.includes(apiKey)) throw e;
    throw new ServiceError(e.status, e.code, e.message.replaceAll(apiKey, maskKey(apiKey)), e.details);
  }
}

export const updateApiKeyAction = appActionClient
  .metadata({ name: "apiKeys.update", minRole: "admin", mutation: true })
  .inputSchema(updateApiKeyActionInput)
  .action(async ({ parsedInput: { id, ...body }, ctx }) => {
    const { conn } = ctx;
    // The dashboard's own key goes to the service like any other: its refusal is the message shown.
    const apiKey = await fullKey(conn, id);
    const updated = await onKey(apiKey, () =>
      call(conn, apiKeysContract.updateApiKey, { params: { apiKey }, body }),
    );
    return toApiKeyView(updated.data, conn.apiKey);
  });

export const deleteApiKeyAction = appActionClient
  .metadata({ name: "apiKeys.delete", minRole: "admin", mutation: true })
  .inputSchema(deleteApiKeyActionInput)
  .action(async ({ parsedInput, ctx }) => {
    const { conn } = ctx;
    const apiKey = await fullKey(conn, parsedInput.id);
    // The service's answer names the full key: only the masked id goes back.
    await onKey(apiKey, () => call(conn, apiKeysContract.deleteApiKey, { params: { apiKey } }));
    return { id: parsedInput.id };
  });
