import { z } from "zod";
import { API_KEY_SCOPES, apiKeyScopeSchema, createApiKeyInput, updateApiKeyInput } from "../schemas/api-keys";
import { unixSeconds } from "../schemas/common";

/**
 * The API keys page's query, action inputs and the browser's view of a key. Browser-safe: a key's value
 * never appears here except the one just created (see `createdApiKeySchema`).
 */
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

/** `ab12…ef90`: the first and last four characters, the only form of an existing key the browser sees. */
export const maskedKey = z.string().regex(/^[0-9a-f]{4}…[0-9a-f]{4}$/, "must be a masked key like ab12…ef90");

/** An existing key as the browser sees it: masked, and whether it is the key this dashboard calls with. */
export const apiKeyViewSchema = z.object({
  id: maskedKey,
  name: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: unixSeconds,
  usedByDashboard: z.boolean(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** Input of the create action: the service's request schema as is. */
export const createApiKeyActionInput = createApiKeyInput;

/** Input of the edit action: which key (masked id) and the service's update body. */
export const updateApiKeyActionInput = z.intersection(z.object({ id: maskedKey }), updateApiKeyInput);
export type UpdateApiKeyActionInput = z.input<typeof updateApiKeyActionInput>;

/** The edit dialog's form: both fields present (the dialog starts from the key's current values). */
export const editApiKeyForm = z.object({
  name: createApiKeyInput.shape.name,
  scope: apiKeyScopeSchema,
});
export type EditApiKeyForm = z.infer<typeof editApiKeyForm>;

export const deleteApiKeyActionInput = z.object({ id: maskedKey });
