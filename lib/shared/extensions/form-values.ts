import type { Field } from "./settings-fields";

// Between an extension's settings and a flat form: each field under its path (`style/primary_color`); lists one
// per line, maps as `key = text` lines, lists of objects as JSON; secrets always blank (a blank one keeps the
// stored value).

export type FormValues = Record<string, string | number | boolean>;
type Json = Record<string, unknown>;

export const pathKey = (path: readonly (string | number)[]) => path.join("/");

export function toFormValues(
  fields: readonly Field[],
  settings: Json | undefined,
  prefix: string[] = [],
): FormValues {
  const out: FormValues = {};
  for (const f of fields) {
    if (f.hidden) continue;
    const key = pathKey([...prefix, f.key]);
    const v = settings?.[f.key];
    switch (f.kind) {
      case "group":
        Object.assign(out, toFormValues(f.fields, (v ?? {}) as Json, [...prefix, f.key]));
        break;
      case "secret":
        out[key] = "";
        break;
      case "file":
        // Chosen afresh each time: a stored file never comes back into a form.
        break;
      case "boolean":
        out[key] = v === true;
        break;
      case "number":
        out[key] = typeof v === "number" ? v : "";
        break;
      case "choice":
        out[key] = typeof v === "number" || typeof v === "string" ? v : (f.options[0]?.value ?? "");
        break;
      case "list":
        out[key] = Array.isArray(v) ? v.join("\n") : "";
        break;
      case "map":
        out[key] =
          v && typeof v === "object"
            ? Object.entries(v as Record<string, string>)
                .map(([k, text]) => `${k} = ${text}`)
                .join("\n")
            : "";
        break;
      case "records":
        out[key] = Array.isArray(v) ? JSON.stringify(v, null, 2) : "[]";
        break;
      default:
        out[key] = typeof v === "string" ? v : "";
    }
  }
  return out;
}

export interface FromForm {
  settings: Json;
  /** Per field path, why its text could not be read. */
  errors: Record<string, string>;
}

/**
 * The settings a form holds. An empty optional field is left out; an empty secret takes `stored`'s value.
 * Types are checked afterwards by the extension's schema: this only reads the texts.
 */
export function fromFormValues(
  fields: readonly Field[],
  values: FormValues,
  stored: Json | undefined,
  prefix: string[] = [],
  errors: Record<string, string> = {},
): FromForm {
  const settings: Json = {};
  for (const f of fields) {
    if (f.hidden) continue;
    const key = pathKey([...prefix, f.key]);
    const raw = values[key];
    const text = typeof raw === "string" ? raw.trim() : raw;
    switch (f.kind) {
      case "group": {
        const inner = fromFormValues(
          f.fields,
          values,
          (stored?.[f.key] ?? {}) as Json,
          [...prefix, f.key],
          errors,
        );
        if (Object.keys(inner.settings).length > 0) settings[f.key] = inner.settings;
        break;
      }
      case "secret":
        if (text) settings[f.key] = text;
        else if (stored?.[f.key] !== undefined) settings[f.key] = stored[f.key];
        break;
      case "file":
        // A flat form of texts holds no file (the providers' forms, which do, have their own schemas).
        break;
      case "boolean":
        settings[f.key] = raw === true;
        break;
      case "number":
        if (text !== "" && text !== undefined)
          settings[f.key] = typeof text === "number" ? text : Number(text);
        break;
      case "list":
        if (typeof text === "string") {
          const items = text
            .split("\n")
            .map((l) => l.trim())
            .filter(Boolean);
          if (items.length > 0 || f.required) settings[f.key] = items;
        }
        break;
      case "map": {
        if (typeof text !== "string") break;
        const entries: [string, string][] = [];
        for (const [i, line] of text.split("\n").entries()) {
          if (!line.trim()) continue;
          const at = line.indexOf("=");
          if (at <= 0) {
            errors[key] = `Line ${i + 1} is not “shortcut = text”.`;
            break;
          }
          entries.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
        }
        if (entries.length > 0 || f.required) settings[f.key] = Object.fromEntries(entries);
        break;
      }
      case "records": {
        if (typeof text !== "string" || text === "") break;
        try {
          settings[f.key] = JSON.parse(text);
        } catch {
          errors[key] = "is not valid JSON: a list of objects, such as [{…}]";
        }
        break;
      }
      default:
        if (text !== "" && text !== undefined) settings[f.key] = text;
        // An optional text emptied on purpose is sent empty: an update would otherwise keep the old one.
        else if (!f.required && stored?.[f.key] !== undefined) settings[f.key] = "";
    }
  }
  return { settings, errors };
}

/** Where a stored value is masked, what the form says of it. */
export function secretHints(fields: readonly Field[], masked: Json | undefined, prefix: string[] = []) {
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (f.kind === "group")
      Object.assign(out, secretHints(f.fields, (masked?.[f.key] ?? {}) as Json, [...prefix, f.key]));
    // An empty one is nothing saved (a webhook's password while Basic auth is off).
    if (f.kind === "secret" && typeof masked?.[f.key] === "string" && masked[f.key] !== "") {
      out[pathKey([...prefix, f.key])] = `Saved (${masked[f.key]}): leave blank to keep it.`;
    }
  }
  return out;
}
