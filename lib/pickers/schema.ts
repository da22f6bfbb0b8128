import { z } from "zod";
import { uidSchema } from "../schemas/users";

export const PICKER_LIMIT = 8;

export const pickerSearchInput = z.object({
  search: z.string().trim().max(100, "Search with at most 100 characters.").default(""),
  onBehalfOf: uidSchema.optional(),
});
export type PickerSearchInput = z.input<typeof pickerSearchInput>;

export const pickerOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  avatar: z.string().optional(),
});
export type PickerOption = z.infer<typeof pickerOptionSchema>;
