import { z } from "zod";
import { IMPORT_KINDS } from "./kinds";
import { MAX_IMPORT_FILE_BYTES, readImportFile } from "./read-file";
import { type CheckedFile, checkFile, inSendingOrder } from "./validate";

/** What the import page sends the server: each file's text as read in the browser, with its column mapping. */
export const importUploadInput = z.object({
  files: z
    .array(
      z.object({
        kind: z.enum(IMPORT_KINDS),
        name: z.string().min(1).max(255),
        // Characters, not bytes: the server checks the bytes again.
        text: z.string().max(MAX_IMPORT_FILE_BYTES),
        mapping: z.record(z.string(), z.string()).default({}),
      }),
    )
    .min(1, "Choose at least one file.")
    .max(IMPORT_KINDS.length)
    .refine((files) => new Set(files.map((f) => f.kind)).size === files.length, "One file per kind."),
});
export type ImportUpload = z.input<typeof importUploadInput>;

export type NamedCheck = CheckedFile & { name: string };

/** Every file read and checked as the browser did, in sending order; a file that cannot be read is an error. */
export function checkUpload(input: z.output<typeof importUploadInput>): {
  files: NamedCheck[];
  errors: string[];
} {
  const files: NamedCheck[] = [];
  const errors: string[] = [];
  for (const f of inSendingOrder(input.files)) {
    const read = readImportFile(f.kind, f.name, new TextEncoder().encode(f.text));
    if (!read.ok) errors.push(read.error);
    else files.push({ ...checkFile(f.kind, read.file, f.mapping), name: f.name });
  }
  return { files, errors };
}
