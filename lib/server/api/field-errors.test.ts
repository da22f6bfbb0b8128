import { describe, expect, it } from "vitest";
import { ServiceError } from "./errors";
import { serviceFieldErrors } from "./field-errors";

describe("serviceFieldErrors", () => {
  it("maps the service's details keys to the form's fields", () => {
    const e = new ServiceError(400, "ERR_BAD_REQUEST", "Failed", {
      senderEmail: ["must be a valid email address"],
      "body.name": ["must be at most 50 characters"],
    });
    expect(serviceFieldErrors(e, ["senderEmail", "name"])).toEqual({
      senderEmail: { _errors: ["The service says: must be a valid email address."] },
      name: { _errors: ["The service says: must be at most 50 characters."] },
    });
  });

  it("answers undefined when no form field is named", () => {
    expect(serviceFieldErrors(new ServiceError(400, "ERR_BAD_REQUEST", "x"), ["a"])).toBeUndefined();
    expect(
      serviceFieldErrors(new ServiceError(400, "ERR_BAD_REQUEST", "x", { b: ["y"] }), ["a"]),
    ).toBeUndefined();
  });
});

describe("serviceFieldErrors with details of unknown fields", () => {
  it("keeps them, named, as the form's own errors beside the known fields", () => {
    const e = new ServiceError(400, "ERR_BAD_REQUEST", "Failed", {
      name: ["is taken"],
      "body.limits.daily": ["must be positive"],
    });
    expect(serviceFieldErrors(e, ["name"])).toEqual({
      name: { _errors: ["The service says: is taken."] },
      _errors: ["The service says: body.limits.daily: must be positive."],
    });
  });
});
