import { z } from "zod";
import { IMPORT_KINDS } from "./kinds";

/**
 * A row of an import job, as its job row keeps it (the row's target): the kind, its row number in the file, its
 * id and the data sent. The whole row is in the job's store, so a restarted dashboard sends it without the file.
 */
export const importTargetSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  row: z.number().int(),
  id: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
});
export type ImportTarget = z.infer<typeof importTargetSchema>;

export const encodeImportTarget = (t: ImportTarget) => JSON.stringify(t);

/** The target's row, or undefined when the target is not an import row. */
export function decodeImportTarget(target: string): ImportTarget | undefined {
  if (!target.startsWith("{")) return undefined;
  try {
    const parsed = importTargetSchema.safeParse(JSON.parse(target));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** How a job's page names an import row: its kind, id and row number in the file. */
export const importRowLabel = (t: ImportTarget) => `${t.id} (${t.kind.slice(0, -1)}, row ${t.row})`;
