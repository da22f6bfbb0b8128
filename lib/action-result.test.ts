import { describe, expect, it } from "vitest";
import { invalidFilters, unwrapAction, validationMessages } from "./action-result";

describe("unwrapAction", () => {
  it("answers the data", () => {
    expect(unwrapAction({ data: { a: 1 } })).toEqual({ a: 1 });
  });

  it("throws the service's sentence", () => {
    expect(() => unwrapAction({ serverError: "No such group (ERR_GUID_NOT_FOUND)" })).toThrow(
      "No such group (ERR_GUID_NOT_FOUND)",
    );
  });

  it("throws the input's problems, root and per field", () => {
    const errors = { _errors: ["At most 25 uids"], unread: { _errors: ["needs a user"] } };
    expect(validationMessages(errors)).toEqual(["At most 25 uids", "unread: needs a user"]);
    expect(() => unwrapAction({ validationErrors: errors })).toThrow("At most 25 uids unread: needs a user");
  });

  it("throws when nothing came back", () => {
    expect(() => unwrapAction(undefined)).toThrow("did not answer");
  });
});

describe("unwrapAction with an invalid-input sentence", () => {
  const errors = { from: { _errors: ["bad date"] }, _errors: ["bad range"] };

  it("throws the given fixed sentence", () => {
    expect(() =>
      unwrapAction({ validationErrors: errors }, { invalid: "These filters are not valid." }),
    ).toThrow(/^These filters are not valid\.$/);
  });

  it("throws the sentence built from the errors", () => {
    expect(() => unwrapAction({ validationErrors: errors }, { invalid: invalidFilters })).toThrow(
      "These filters are not valid: from.",
    );
  });

  it("still prefers the service's sentence and still needs data", () => {
    expect(() => unwrapAction({ serverError: "Nope", validationErrors: errors }, { invalid: "x" })).toThrow(
      "Nope",
    );
    expect(() => unwrapAction({}, { invalid: "x" })).toThrow("The dashboard did not answer. Try again.");
  });
});

describe("invalidFilters", () => {
  it("names the fields at fault, or the query when only root errors came back", () => {
    expect(invalidFilters({ status: { _errors: ["x"] }, role: { _errors: ["y"] } })).toBe(
      "These filters are not valid: status, role.",
    );
    expect(invalidFilters({ _errors: ["x"] })).toBe("These filters are not valid: the query.");
    expect(invalidFilters(undefined)).toBe("These filters are not valid: the query.");
  });
});
