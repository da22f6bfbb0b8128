import { z } from "zod";
import { DENSITIES } from "../table-prefs-options";

/** A list's name, as the table kit registers it (`calls`, `group-members`, …). */
export const listIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,47}$/, "must be a list name: lower-case letters, digits and dashes");

/** What an admin chose for one list: the columns they hid and the row density. */
export const tablePrefSchema = z.object({
  hidden: z.array(z.string().min(1).max(64)).max(50, "must hide at most 50 columns"),
  density: z.enum(DENSITIES),
});
export type TablePref = z.infer<typeof tablePrefSchema>;

export const saveTablePrefInput = tablePrefSchema.extend({ list: listIdSchema });
