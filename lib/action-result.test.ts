import { describe, expect, it } from "vitest";
import { unwrapAction, validationMessages } from "./action-result";

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
