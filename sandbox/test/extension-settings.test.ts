import { describe, expect, it } from "vitest";
import {
  certificateUploadEnvelope,
  extensionAnswerEnvelope,
  settingsOf,
  widgetCreatedEnvelope,
  widgetListEnvelope,
} from "../../lib/schemas/extension-settings";
import {
  EXTENSION_SETTINGS,
  type ExtensionSettingsSpec,
  WIDGET_FIELDS,
} from "../../lib/shared/extensions/catalogue";
import type { Field } from "../../lib/shared/extensions/settings-fields";
import { expectError, okBody } from "./answers";

import { sample } from "./extension-fixtures";
import { makeSandbox, type Sandbox } from "./harness";
import { EC, RSA } from "./notification-fixtures";

type Json = Record<string, unknown>;

/** What a read answers of stored settings: published names, no list of deletions, the app's id where it is given. */
function asRead(spec: ExtensionSettingsSpec, settings: Json, appId: string): Json {
  const renamed = Object.fromEntries(
    Object.entries(settings)
      .filter(([k]) => k !== spec.removes?.ids)
      .map(([k, v]) => [spec.readAs?.[k] ?? k, v]),
  );
  return spec.answers.read === "echoAppId" ? { ...renamed, appId } : renamed;
}

const stored = (s: Sandbox) => s.db.prepare("SELECT * FROM extension_settings ORDER BY extension_id").all();
const pathOf = (s: Sandbox, id: string, spec: ExtensionSettingsSpec) =>
  `/apps/${s.app.id}/extensions/${id}/${spec.version}/settings`;
const bodyOf = (spec: ExtensionSettingsSpec, settings: Json) => (spec.wrapped ? { settings } : settings);
const firstOf = (spec: ExtensionSettingsSpec, kinds: Field["kind"][]) =>
  spec.fields.find((f) => !f.hidden && kinds.includes(f.kind));

describe("extension settings (published /apps/{appId}/extensions/<id>/<v>/settings)", () => {
  for (const [id, spec] of Object.entries(EXTENSION_SETTINGS)) {
    it(`${id}: stores, reads, changes and deletes its settings in the published shapes`, async () => {
      const s = makeSandbox();
      const path = pathOf(s, id, spec);
      expectError(await s.mgmt("GET", path), 404, "ERR_SETTINGS_NOT_FOUND");
      if (spec.store === "POST")
        expectError(await s.mgmt("PUT", path, { body: bodyOf(spec, {}) }), 404, "ERR_SETTINGS_NOT_FOUND");

      const settings = sample(spec.fields);
      const saved = await s.mgmt(spec.store, path, { body: bodyOf(spec, settings) });
      const written = okBody(saved, extensionAnswerEnvelope);
      if (spec.answers.write === "echo" || spec.answers.write === "bare")
        expect(settingsOf(written)).toEqual(settings);
      if (spec.answers.write === "echoAppId")
        expect(settingsOf(written)).toEqual({ ...settings, appId: s.app.id });

      const read = extensionAnswerEnvelope.parse((await s.mgmt("GET", path)).json);
      expect(settingsOf(read)).toEqual(asRead(spec, settings, s.app.id));

      // A change names only what changes; the rest stays.
      const field = firstOf(spec, ["boolean", "text", "secret", "number", "list", "map", "records"]) as Field;
      const CHANGES: Partial<Record<Field["kind"], unknown>> = {
        boolean: false,
        number: 7,
        list: ["three"],
        map: { "!hb": "Happy birthday!" },
        records: [],
      };
      const value = CHANGES[field.kind] ?? "changed";
      // Data masking's deletions are sent with every change, as published.
      const deletions = spec.removes ? { [spec.removes.ids]: [] } : {};
      const changed = await s.mgmt("PUT", path, { body: bodyOf(spec, { [field.key]: value, ...deletions }) });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      const after = settingsOf(extensionAnswerEnvelope.parse((await s.mgmt("GET", path)).json)) as Json;
      expect(after[spec.readAs?.[field.key] ?? field.key]).toEqual(value);
      expect(Object.keys(after).sort()).toEqual(Object.keys(asRead(spec, settings, s.app.id)).sort());

      const removed = await s.mgmt("DELETE", path);
      okBody(removed, extensionAnswerEnvelope);
      expectError(await s.mgmt("GET", path), 404, "ERR_SETTINGS_NOT_FOUND");
    });

    it(`${id}: refuses unknown fields, wrong types and missing required fields, changing nothing`, async () => {
      const s = makeSandbox();
      const path = pathOf(s, id, spec);
      const settings = sample(spec.fields);
      await s.mgmt(spec.store, path, { body: bodyOf(spec, settings) });
      const before = stored(s);
      const field = spec.fields[0] as Field;
      const wrong =
        field.kind === "boolean" || field.kind === "number" || field.kind === "choice" ? "yes" : 12;
      const bad: unknown[] = [
        bodyOf(spec, { ...settings, notAField: 1 }),
        bodyOf(spec, { ...settings, [field.key]: wrong }),
        ...(spec.wrapped ? [{ settings: "x" }, {}] : [[]]),
      ];
      const required = spec.fields.find((f) => f.required);
      if (required && spec.store === "POST") {
        const { [required.key]: _, ...without } = settings;
        bad.push(bodyOf(spec, without));
      }
      for (const body of bad) {
        const res = await s.mgmt(spec.store, path, { body });
        expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([
          JSON.stringify(body).slice(0, 80),
          400,
        ]);
        expect(res.json.error.code).toBe("ERR_BAD_REQUEST");
      }
      expect(stored(s)).toEqual(before);
    });
  }

  it("answers 401 without the account's key and secret, and 404 for an unknown app", async () => {
    const s = makeSandbox();
    const res = await s.raw("GET", `/mgmt/apps/${s.app.id}/extensions/gifs-giphy/v1/settings`, {
      apikey: null,
    });
    expect(res.status).toBe(401);
    expectError(
      await s.mgmt("GET", "/apps/nope/extensions/gifs-giphy/v1/settings"),
      404,
      "ERR_APP_NOT_FOUND",
    );
  });
});

describe("chat widgets (published /apps/{appId}/extensions/widget/v2/settings)", () => {
  it("creates widgets, lists them with their configuration, and changes one by its widgetId", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions/widget/v2/settings`;
    const created = widgetCreatedEnvelope.parse(
      (await s.mgmt("POST", path, { body: { settings: { name: "Support", version: "v2" } } })).json,
    );
    const full = sample(WIDGET_FIELDS);
    await s.mgmt("POST", path, { body: { settings: full } });
    const changed = await s.mgmt("PUT", path, {
      body: {
        settings: {
          widgetId: created.data.body.data.widgetId,
          name: "Help desk",
          main: sample((WIDGET_FIELDS[4] as { fields: readonly Field[] }).fields),
        },
      },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const list = widgetListEnvelope.parse((await s.mgmt("GET", path)).json).data.body.data;
    expect(list.map((w) => w.configuration.name)).toEqual(["Help desk", full.name]);
    expect(list[0]?.configuration).toMatchObject({
      version: "v2",
      appId: s.app.id,
      main: { block_user: true },
    });
  });

  it("refuses a widget without a name, a half-given group and an unknown widgetId", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions/widget/v2/settings`;
    expectError(
      await s.mgmt("POST", path, { body: { settings: { version: "v2" } } }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(
      await s.mgmt("POST", path, {
        body: { settings: { name: "W", version: "v2", main: { block_user: true } } },
      }),
      400,
      "ERR_BAD_REQUEST",
    );
    expectError(
      await s.mgmt("PUT", path, { body: { settings: { widgetId: "nope", name: "X" } } }),
      404,
      "ERR_WIDGET_NOT_FOUND",
    );
    expect(s.db.prepare("SELECT count(*) AS n FROM chat_widgets").get()).toEqual({ n: 0 });
  });
});

describe("the push extension's certificates", () => {
  const upload = (s: Sandbox, kind: string, content: string) => {
    const form = new FormData();
    form.set("certificate", new Blob([content]), `cert.${kind}`);
    return s.mgmt("POST", `/apps/${s.app.id}/extensions/push-notification/v1/upload-certificate-${kind}`, {
      form,
    });
  };

  it("takes a .p8 key as APNs reads it and says which certificates the app has", async () => {
    const s = makeSandbox();
    expectError(await upload(s, "p8", RSA), 400, "ERR_BAD_REQUEST");
    const p8 = await upload(s, "p8", EC);
    expect(certificateUploadEnvelope.parse(p8.json).data.body).toEqual({ success: true });
    const p12 = await upload(s, "p12", "binary certificate bytes");
    expect(certificateUploadEnvelope.parse(p12.json).data.body).toEqual({
      certificate_p12: true,
      certificate_p8: true,
    });
    const query = await s.mgmt("GET", `/apps/${s.app.id}/extensions/push-notification/v1/query-certificates`);
    expect(certificateUploadEnvelope.parse(query.json).data.body).toEqual({ success: true });
    expectError(await upload(s, "p12", ""), 400, "ERR_BAD_REQUEST");
  });
});

describe("published requests and answers that differ from the usual", () => {
  it("takes the app's id that published examples send along, and an email-notification sender as published", async () => {
    const s = makeSandbox();
    const push = await s.mgmt("POST", `/apps/${s.app.id}/extensions/push-notification/v1/settings`, {
      body: { settings: { version: 2, pushProvider: 1, appId: s.app.id, useP8: true } },
    });
    expect(push.status, JSON.stringify(push.json)).toBe(200);
    expect(push.json).toEqual({ settings: { version: 2, pushProvider: 1, appId: s.app.id, useP8: true } });
    const stickers = await s.mgmt("PUT", `/apps/${s.app.id}/extensions/stickers/v1/settings`, {
      body: {
        appId: s.app.id,
        customStickersData: [{ appId: s.app.id, stickerName: "wave.png", stickerOrder: 1 }],
      },
    });
    expect(stickers.status, JSON.stringify(stickers.json)).toBe(200);
    const email = sample(EXTENSION_SETTINGS["email-notification"]?.fields ?? []);
    const stored = await s.mgmt("POST", `/apps/${s.app.id}/extensions/email-notification/v1/settings`, {
      body: { settings: { ...email, senderEmail: "mymail@example" } },
    });
    expect(stored.status, JSON.stringify(stored.json)).toBe(200);
  });

  it("answers stored custom stickers as master stickers, as the published read does", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions/stickers/v1/settings`;
    await s.mgmt("PUT", path, { body: { customStickersData: [{ stickerName: "wave.png" }] } });
    const read = settingsOf(extensionAnswerEnvelope.parse((await s.mgmt("GET", path)).json));
    expect(read).toEqual({ customMasterStickersData: [{ stickerName: "wave.png" }], appId: s.app.id });
  });

  it("takes data masks out by id, and keeps no list of deletions", async () => {
    const s = makeSandbox();
    const path = `/apps/${s.app.id}/extensions/data-masking/v1/settings`;
    const masks = [
      { id: "1", name: "one", regex: "one" },
      { id: "2", name: "two", regex: "two" },
    ];
    const body = (customregexData: unknown[], deleteCustomRegexData: string[]) => ({
      settings: { dropMessage: false, defaultRegexData: [], customregexData, deleteCustomRegexData },
    });
    await s.mgmt("PUT", path, { body: body(masks, []) });
    await s.mgmt("PUT", path, { body: body(masks, ["1"]) });
    const read = settingsOf(extensionAnswerEnvelope.parse((await s.mgmt("GET", path)).json));
    expect(read).toEqual({
      dropMessage: false,
      defaultRegexData: [],
      customregexData: [masks[1]],
      appId: s.app.id,
    });
  });
});
