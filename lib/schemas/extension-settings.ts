import { z } from "zod";
import { type ExtensionSettingsSpec, WIDGET_FIELDS } from "../shared/extensions/catalogue";
import { objectSchema } from "../shared/extensions/settings-fields";

// The management API's answers for extension settings: `{data: {statusCode, success, responseTime, body}}`,
// the body per extension (the stored settings, `{data: {success}}`, …); the push extension answers its
// settings bare, as published.

const body = <T extends z.ZodType>(b: T) =>
  z.object({
    data: z.object({ statusCode: z.number().int(), success: z.boolean(), responseTime: z.number(), body: b }),
  });
const settingsRecord = z.record(z.string(), z.unknown());

export const extensionAnswerEnvelope = z.union([
  body(
    z.union([
      z.object({ data: z.object({ settings: settingsRecord }) }),
      z.object({ data: z.object({ success: z.boolean() }) }),
      z.object({ success: z.boolean() }),
    ]),
  ),
  z.object({ settings: settingsRecord }),
]);
export type ExtensionAnswer = z.infer<typeof extensionAnswerEnvelope>;

/** The stored settings an answer carries, if it carries them. */
export function settingsOf(answer: ExtensionAnswer): Record<string, unknown> | undefined {
  if ("settings" in answer) return answer.settings;
  const b = answer.data.body;
  return "data" in b && "settings" in b.data ? b.data.settings : undefined;
}

/** A store or update body, as published: `{settings: {...}}`, or the fields themselves for stickers. */
export const extensionSettingsBody = (spec: ExtensionSettingsSpec, partial: boolean) => {
  const settings = objectSchema(spec.fields, partial);
  return spec.wrapped ? z.strictObject({ settings }) : settings;
};

export const widgetCreateBody = z.strictObject({ settings: objectSchema(WIDGET_FIELDS, false) });
export const widgetUpdateBody = z.strictObject({
  settings: objectSchema(WIDGET_FIELDS, true).extend({
    widgetId: z.string({ error: "widgetId names the widget to change" }).min(1).max(100),
    appId: z.string().max(100).optional(),
  }),
});
export const widgetCreatedEnvelope = body(z.object({ data: z.object({ widgetId: z.string() }) }));
export const widgetListEnvelope = body(
  z.object({ data: z.array(z.object({ configuration: settingsRecord, widgetId: z.string() })) }),
);

export const certificateForm = z.object({
  certificate: z
    .string({ error: "certificate is required: the certificate file" })
    .min(1, "the certificate file is empty")
    .max(1_000_000),
});
export const certificateUploadEnvelope = body(
  z.union([
    z.object({ certificate_p12: z.boolean(), certificate_p8: z.boolean() }),
    z.object({ success: z.boolean() }),
  ]),
);
