import { describe, expect, it } from "vitest";
import { EXTENSION_SETTINGS, WIDGET_DEFAULTS, WIDGET_FIELDS } from "./catalogue";
import { fromFormValues, secretHints, toFormValues } from "./form-values";
import { objectSchema } from "./settings-fields";

describe("extension settings in a flat form", () => {
  it("round-trips a widget's nested settings, lists included", () => {
    const values = toFormValues(WIDGET_FIELDS, { ...WIDGET_DEFAULTS, name: "Support" });
    expect(values["style/primary_color"]).toBe("#03A9F4");
    expect(values["sidebar/sidebar_navigation_sequence"]).toBe("chats\nusers\ngroups\ncalls\nsettings");
    const back = fromFormValues(WIDGET_FIELDS, values, undefined);
    expect(back.errors).toEqual({});
    expect(objectSchema(WIDGET_FIELDS, false).parse(back.settings)).toMatchObject({
      name: "Support",
      sidebar: { sidebar_navigation_sequence: ["chats", "users", "groups", "calls", "settings"] },
      main: { block_user: true },
    });
  });

  it("keeps a stored secret the form leaves blank, and never puts one in the form", () => {
    const fields = EXTENSION_SETTINGS["virus-malware-scanner"]?.fields ?? [];
    const stored = { scaniiApiKey: "key-0123456789", scaniiSecretKey: "secret-0123456789" };
    const values = toFormValues(fields, stored);
    expect(values).toEqual({ scaniiApiKey: "", scaniiSecretKey: "" });
    const back = fromFormValues(fields, { ...values, scaniiApiKey: "new-key-42" }, stored);
    expect(back.settings).toEqual({ scaniiApiKey: "new-key-42", scaniiSecretKey: "secret-0123456789" });
    expect(secretHints(fields, { scaniiApiKey: "••••6789" })).toEqual({
      scaniiApiKey: "Saved (••••6789): leave blank to keep it.",
    });
  });

  it("reads shortcuts as key = text lines and says which line is not one", () => {
    const fields = EXTENSION_SETTINGS["message-shortcuts"]?.fields ?? [];
    expect(
      fromFormValues(fields, { shortcuts: "!ty = Thank you!\n\n!hb=Happy birthday" }, undefined).settings,
    ).toEqual({
      shortcuts: { "!ty": "Thank you!", "!hb": "Happy birthday" },
    });
    expect(fromFormValues(fields, { shortcuts: "!ty = ok\nno equals sign" }, undefined).errors).toEqual({
      shortcuts: "Line 2 is not “shortcut = text”.",
    });
  });

  it("refuses a list of objects that is not JSON", () => {
    const fields = EXTENSION_SETTINGS["data-masking"]?.fields ?? [];
    const read = fromFormValues(
      fields,
      { dropMessage: false, customregexData: "[{", defaultRegexData: "[]" },
      undefined,
    );
    expect(Object.keys(read.errors)).toEqual(["customregexData"]);
  });
});
