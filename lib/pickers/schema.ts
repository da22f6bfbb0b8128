import { z } from "zod";
import { uidSchema } from "../schemas/users";

/** How many suggestions a picker shows at once. */
export const PICKER_LIMIT = 8;

/** What a picker asks the server: the typed text (empty lists the first entries). */
export const pickerSearchInput = z.object({
  search: z.string().trim().max(100, "Search with at most 100 characters.").default(""),
  /** Conversations only: list this user's. */
  onBehalfOf: uidSchema.optional(),
});
export type PickerSearchInput = z.input<typeof pickerSearchInput>;

/** One suggestion: the id it stands for, a readable name, a second line and an avatar URL. */
export const pickerOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  avatar: z.string().optional(),
});
export type PickerOption = z.infer<typeof pickerOptionSchema>;
