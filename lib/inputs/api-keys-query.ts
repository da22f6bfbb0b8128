import { z } from "zod";
import { API_KEY_SCOPES, apiKeyScopeSchema, createApiKeyInput, updateApiKeyInput } from "../schemas/api-keys";
import { unixSeconds } from "../schemas/common";
import { defineListFilters, oneOf, type QueryOf, text } from "./list-filters";
import { listQuerySchema } from "./list-query";

/** Browser-safe: no key value appears here but the one just created. */
export { API_KEY_SCOPES };
export const API_KEY_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_API_KEY_PAGE_SIZE = 25;

/** The API keys list's filters: its URL, its action's input and the service's query. */
export const apiKeyFilters = defineListFilters(
  {
    scope: oneOf(API_KEY_SCOPES, "must be authOnly or fullAccess"),
    search: text(50, { message: "must be at most 50 characters" }).as("searchKey"),
  },
  { perPage: DEFAULT_API_KEY_PAGE_SIZE, maxPerPage: 100 },
);
export const listApiKeysQuery = listQuerySchema(apiKeyFilters);
export type ListApiKeysParams = QueryOf<typeof apiKeyFilters>;

export const maskedKey = z.string().regex(/^[0-9a-f]{4}…[0-9a-f]{4}$/, "must be a masked key like ab12…ef90");

export const apiKeyViewSchema = z.object({
  id: maskedKey,
  name: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: unixSeconds,
  usedByDashboard: z.boolean(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const createApiKeyActionInput = createApiKeyInput;

export const updateApiKeyActionInput = z.intersection(z.object({ id: maskedKey }), updateApiKeyInput);
export type UpdateApiKeyActionInput = z.input<typeof updateApiKeyActionInput>;

export const editApiKeyForm = z.object({
  name: createApiKeyInput.shape.name,
  scope: apiKeyScopeSchema,
});
export type EditApiKeyForm = z.infer<typeof editApiKeyForm>;

export const deleteApiKeyActionInput = z.object({ id: maskedKey });
