import { z } from "zod";
import { pathKey } from "@/lib/shared/extensions/form-values";
import type { Field } from "@/lib/shared/extensions/settings-fields";

// A settings form is flat (`style/primary_color`), so one schema serves every extension: the extension's own
// schema checks the settings read from it, on the server.

const value = z.union([z.string().max(1_000_000), z.number(), z.boolean()]);
export const extensionIdInput = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, "is not an extension id");

/** `extension`: whose settings; `widgetId`: which chat widget (none: a new one). */
export const settingsFormInput = z
  .record(z.string().max(300), value)
  .refine((v) => typeof v.extension === "string" && extensionIdInput.safeParse(v.extension).success, {
    error: "names no extension",
  });

export const toggleExtensionInput = z.object({ id: extensionIdInput, enabled: z.boolean() });
export const extensionRef = z.object({ id: extensionIdInput });

/** A settings schema's issue, under the form field it concerns (a list's item under its list). */
export function fieldOfIssue(fields: readonly Field[], path: readonly PropertyKey[]): string {
  const keys: string[] = [];
  let level: readonly Field[] | undefined = fields;
  for (const k of path) {
    const f: Field | undefined = level?.find((x) => x.key === k);
    if (!f) break;
    keys.push(f.key);
    level = f.kind === "group" ? f.fields : undefined;
  }
  return pathKey(keys);
}
