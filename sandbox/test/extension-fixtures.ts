import { EXTENSION_SETTINGS } from "../../lib/shared/extensions/catalogue";
import type { Field } from "../../lib/shared/extensions/settings-fields";
import type { Sandbox } from "./harness";

type Json = Record<string, unknown>;

/** A valid value for every field, made from the field itself. */
export function sample(fields: readonly Field[]): Json {
  return Object.fromEntries(fields.map((f) => [f.key, sampleOf(f)]));
}
function sampleOf(f: Field): unknown {
  switch (f.kind) {
    case "text":
      return `sample ${f.key}`;
    case "secret":
      return `secret-${f.key}-0123456789`;
    case "url":
      return `https://example.com/${f.key}`;
    case "email":
      return "someone@example.com";
    case "color":
      return "#03a9f4";
    case "number":
      return f.min ?? 1;
    case "boolean":
      return true;
    case "choice":
      return f.options[0]?.value;
    case "list":
      return ["one", "two"];
    case "map":
      return { "!ty": "Thank you!" };
    case "group":
      return sample(f.fields);
    case "records":
      return [sample(f.fields)];
  }
}

/** Every extension's settings stored, each with a sample of its fields. */
export async function storeAllExtensionSettings(s: Sandbox) {
  for (const [id, spec] of Object.entries(EXTENSION_SETTINGS)) {
    const settings = sample(spec.fields);
    await s.mgmt(spec.store, `/apps/${s.app.id}/extensions/${id}/${spec.version}/settings`, {
      body: spec.wrapped ? { settings } : settings,
    });
  }
}
