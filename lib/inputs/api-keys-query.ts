import { z } from "zod";
import { API_KEY_SCOPES, apiKeyScopeSchema, createApiKeyInput, updateApiKeyInput } from "../schemas/api-keys";
import { unixSeconds } from "../schemas/common";

/** Browser-safe: no key value appears here but the one just created. */
export { API_KEY_SCOPES };
export const API_KEY_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_API_KEY_PAGE_SIZE = 25;

export const listApiKeysQuery = z.object({
  page: z.number().int().min(1).default(1),
  perPage: z.number().int().min(1).max(100).default(DEFAULT_API_KEY_PAGE_SIZE),
  scope: apiKeyScopeSchema.optional(),
  searchKey: z.string().trim().min(1).max(50, "must be at most 50 characters").optional(),
});
export type ListApiKeysParams = z.output<typeof listApiKeysQuery>;

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
