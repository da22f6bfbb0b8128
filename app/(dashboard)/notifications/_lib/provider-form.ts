import { z } from "zod";
import type { TextFile } from "@/components/form/file-input";
import type { PushPlatform, SingleKind } from "@/lib/server/api/chat-notifications";
import { type Field, fieldSchema } from "@/lib/shared/extensions/settings-fields";

// A notification provider's form described once, as an extension's settings are (lib/extensions): its fields,
// drawn by the same SettingsFields; the schema the browser and its action both check, made from them; its first
// values, from the provider the service shows (secrets masked); and the request body its values make.

export type ProviderField = Field & {
  /** What a given value must be: the provider's own rule (lib/schemas/notifications); else by kind. */
  check?: z.ZodType;
  /** The value before anything is saved: a switch's, a hidden field's. */
  initial?: string | boolean;
  /**
   * Needed only while the switch `on` is on, saying `message` if blank. A secret's is checked on the server,
   * and only while nothing is saved: a blank one keeps the saved one.
   */
  requiredWhen?: { on: string; message?: string };
  /** A warning shown under the field while its value does not look like the provider's own; saving still goes. */
  warn?: (value: never) => string | undefined;
};
type Fields = readonly ProviderField[];

type In<F> = F extends { kind: "boolean" }
  ? boolean
  : F extends { kind: "file" }
    ? TextFile | undefined
    : F extends { kind: "choice"; options: readonly { value: infer V }[] }
      ? V
      : string;
type Out<F> = F extends { kind: "file" } ? TextFile : In<F>;
/** The form's values, as typed and as checked (a file is chosen by then). */
export type ProviderInput<F extends Fields = Fields> = { [K in F[number] as K["key"]]: In<K> };
export type ProviderValues<F extends Fields = Fields> = { [K in F[number] as K["key"]]: Out<K> };

/** A refusal of what the form holds, under one of its fields (the action's `returnValidationErrors`). */
export type Refuse = (field: string, message: string) => never;

type Id = PushPlatform | SingleKind;

export interface ProviderSpec<F extends Fields, I extends Id = Id> {
  id: I;
  /** The button that opens the form for a new one ("Set up Twilio"), and the dialog's title then. */
  add: string;
  title: string;
  /** Of a provider kept once per app: the title when one is saved, and its name for the "Edit" button. */
  edit?: { title: string; name: string };
  about: string;
  submit: string;
  pending: string;
  /** The toast once saved; `changed`, once a saved one is changed. */
  saved: string;
  changed?: string;
  fields: F;
  /** The saved provider under the form's keys, where they differ from the service's. */
  fromStored?: (stored: Stored) => Stored;
  /** The request body, or a refusal the schema could not make (a credential file's contents). */
  body(values: ProviderValues<F>, refuse: Refuse): Record<string, unknown>;
}
export interface ProviderForm<F extends Fields = Fields, I extends Id = Id> extends ProviderSpec<F, I> {
  schema: z.ZodType<ProviderValues<F>, ProviderInput<F>>;
}
type Stored = Record<string, unknown>;

/** A field left blank is allowed where the field is optional, and for a secret (it keeps the saved one). */
const orBlank = (s: z.ZodType) => z.union([z.literal(""), s]);

function valueSchema(f: ProviderField): z.ZodType {
  const check = f.check ?? fieldSchema(f);
  if (f.kind === "boolean" || f.kind === "choice" || f.kind === "file") return check;
  return f.kind === "secret" || !f.required ? orBlank(check) : check;
}

/** The provider's form, with the schema its fields make. */
export function defineProvider<const F extends Fields, const I extends Id>(
  spec: ProviderSpec<F, I>,
): ProviderForm<F, I> {
  let schema: z.ZodType<Stored> = z.object(
    Object.fromEntries(spec.fields.map((f) => [f.key, valueSchema(f)])),
  );
  for (const f of spec.fields) {
    const when = f.requiredWhen;
    if (!when?.message || f.kind === "secret") continue;
    schema = schema.refine((v: Stored) => v[when.on] !== true || v[f.key] !== "", {
      path: [f.key],
      error: when.message,
    });
  }
  return { ...spec, schema: schema as ProviderForm<F, I>["schema"] };
}

/** The form's first values: the saved provider's, secrets and files blank. */
export function startValues<F extends Fields>(p: ProviderForm<F>, saved: Stored | undefined) {
  const stored = saved && p.fromStored ? p.fromStored(saved) : saved;
  const values: Record<string, unknown> = {};
  for (const f of p.fields) {
    const v = stored?.[f.key];
    values[f.key] =
      f.kind === "secret"
        ? ""
        : f.kind === "file"
          ? undefined
          : f.kind === "boolean"
            ? typeof v === "boolean"
              ? v
              : (f.initial ?? false)
            : typeof v === "string" || (f.kind === "choice" && typeof v === "number")
              ? v
              : (f.initial ?? "");
  }
  return values as ProviderInput<F>;
}

/** Per field, the warning its current value earns (fields whose value looks right are left out). */
export function fieldWarnings(fields: Fields, values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const value = values[f.key];
    if (!f.warn || value === undefined || value === "") continue;
    const warning = (f.warn as (v: unknown) => string | undefined)(value);
    if (warning) out[f.key] = warning;
  }
  return out;
}

/** The secrets a provider needs and the form left blank: to be entered when nothing is saved to keep. */
export function blankSecrets(fields: Fields, values: Stored): string[] {
  return fields
    .filter(
      (f) => f.kind === "secret" && (f.required || (f.requiredWhen && values[f.requiredWhen.on] === true)),
    )
    .map((f) => f.key)
    .filter((k) => values[k] === "");
}
