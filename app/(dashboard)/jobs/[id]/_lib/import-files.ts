import { z } from "zod";
import { IMPORT_KINDS, type ImportKind } from "@/lib/import/kinds";

const importFile = z.object({ kind: z.enum(IMPORT_KINDS), name: z.string() });

export interface ImportFile {
  kind: ImportKind;
  name: string;
}

/** The files an import job was started with, as its params record them; anything else is left out. */
export function importFiles(params: Record<string, unknown>): ImportFile[] {
  const files = Array.isArray(params.files) ? params.files : [];
  return files.flatMap((f) => {
    const parsed = importFile.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}
