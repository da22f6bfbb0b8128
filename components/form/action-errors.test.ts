import { describe, expect, it } from "vitest";
import { fieldSentence, mapActionErrors } from "./action-errors";

describe("fieldSentence", () => {
  it("puts a lower-case message under its label and ends every message with a stop", () => {
    expect(fieldSentence("Name", "must not be empty")).toBe("Name must not be empty.");
    expect(fieldSentence("Name", "Use at most 50 characters.")).toBe("Use at most 50 characters.");
    expect(fieldSentence("Id", "Enter an id")).toBe("Enter an id.");
    expect(fieldSentence("Id", "Is it taken?")).toBe("Is it taken?");
    expect(fieldSentence("Id", undefined)).toBeUndefined();
    expect(fieldSentence("Id", "")).toBeUndefined();
  });
});

describe("mapActionErrors", () => {
  const fields = ["name", "scope", "triggerIds"];

  it("puts each known field's first message under it", () => {
    const out = mapActionErrors(
      {
        validationErrors: {
          name: { _errors: ["must not be empty", "second"] },
          scope: { _errors: ["Choose a scope."] },
        },
      },
      fields,
    );
    expect(out).toEqual({ fields: { name: "must not be empty", scope: "Choose a scope." }, form: [] });
  });

  it("gives a nested path to its top field", () => {
    const out = mapActionErrors(
      { validationErrors: { triggerIds: { 3: { _errors: ["Unknown trigger."] } } } },
      fields,
    );
    expect(out.fields).toEqual({ triggerIds: "Unknown trigger." });
    expect(out.form).toEqual([]);
  });

  it("sends the form's own errors, unknown fields (named) and the server error to the form", () => {
    const out = mapActionErrors(
      {
        serverError: "An app can have at most 25 API keys. (ERR_APIKEY_LIMIT_REACHED)",
        validationErrors: {
          _errors: ["The service says: body.limits: must be positive."],
          color: { _errors: ["must be a colour"] },
          name: { _errors: ["is taken"] },
        },
      },
      fields,
    );
    expect(out.fields).toEqual({ name: "is taken" });
    expect(out.form).toEqual([
      "The service says: body.limits: must be positive.",
      "color must be a colour.",
      "An app can have at most 25 API keys. (ERR_APIKEY_LIMIT_REACHED)",
    ]);
  });

  it("answers nothing for a success and ignores what is not an error tree", () => {
    expect(mapActionErrors({}, fields)).toEqual({ fields: {}, form: [] });
    expect(mapActionErrors({ validationErrors: "odd" }, fields)).toEqual({ fields: {}, form: [] });
    expect(mapActionErrors({ validationErrors: { name: { _errors: "x" } } }, fields)).toEqual({
      fields: {},
      form: [],
    });
  });
});
