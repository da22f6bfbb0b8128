import { z } from "zod";
import { apiKeySchema, apiKeyScopeSchema, createApiKeyInput, updateApiKeyInput } from "../schemas/api-keys";
import { dataEnvelope, pageEnvelope, successEnvelope } from "../schemas/common";
import { contract } from "./define";
import { pageQuery } from "./query";

// An app's REST API keys (chat API).

const keyParams = z.object({ apiKey: z.string().min(1).max(100) });

export const listApiKeysQuery = pageQuery().extend({
  scope: apiKeyScopeSchema.optional(),
  searchKey: z.string().max(50).optional(),
});

export const createApiKey = contract({
  api: "chat",
  method: "post",
  path: "/apikeys",
  tag: "API keys",
  summary: "Create an API key",
  body: createApiKeyInput,
  response: dataEnvelope(apiKeySchema),
});

export const listApiKeys = contract({
  api: "chat",
  method: "get",
  path: "/apikeys",
  tag: "API keys",
  summary: "List API keys (filter by scope; searchKey matches within the name, case-insensitive)",
  query: listApiKeysQuery,
  response: pageEnvelope(apiKeySchema),
});

export const getApiKey = contract({
  api: "chat",
  method: "get",
  path: "/apikeys/:apiKey",
  tag: "API keys",
  summary: "Get an API key",
  params: keyParams,
  response: dataEnvelope(apiKeySchema),
});

export const updateApiKey = contract({
  api: "chat",
  method: "put",
  path: "/apikeys/:apiKey",
  tag: "API keys",
  summary: "Update an API key's name or scope (not the calling key)",
  params: keyParams,
  body: updateApiKeyInput,
  response: dataEnvelope(apiKeySchema),
});

export const deleteApiKey = contract({
  api: "chat",
  method: "delete",
  path: "/apikeys/:apiKey",
  tag: "API keys",
  summary: "Delete an API key (not the calling key)",
  params: keyParams,
  response: successEnvelope,
});
