import { z } from "zod";
import { DENSITIES } from "../table-prefs-options";

export const listIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,47}$/, "must be a list name: lower-case letters, digits and dashes");

export const tablePrefSchema = z.object({
  /** Columns turned away from their default: hidden ones, and shown ones of those hidden by default. */
  hidden: z.array(z.string().min(1).max(64)).max(50, "must hide at most 50 columns"),
  density: z.enum(DENSITIES),
});
export type TablePref = z.infer<typeof tablePrefSchema>;

export const saveTablePrefInput = tablePrefSchema.extend({ list: listIdSchema });
