import { describe, expect, it } from "vitest";
import { matchesFilters, toEventParams } from "./search-params";

const event = { trigger: "message_sent", family: "messages", payload: { data: { text: "Hello World" } } };

describe("event filters", () => {
  it("drops blanks from the URL state", () => {
    expect(toEventParams({ trigger: " ", family: null, q: "  hi " })).toEqual({ q: "hi" });
  });

  it("keeps a cursor that is an event id and ignores any other", () => {
    const none = { trigger: null, family: null, q: null };
    expect(toEventParams(none, "120")).toEqual({ before: "120" });
    expect(toEventParams(none, "12a")).toEqual({});
    expect(toEventParams(none, "1".repeat(16))).toEqual({});
  });

  it("match on trigger, family and case-insensitive payload text", () => {
    expect(matchesFilters(event, {})).toBe(true);
    expect(matchesFilters(event, { trigger: "message_sent", family: "messages", q: "hello world" })).toBe(
      true,
    );
    expect(matchesFilters(event, { trigger: "message_edited" })).toBe(false);
    expect(matchesFilters(event, { family: "calls" })).toBe(false);
    expect(matchesFilters(event, { q: "goodbye" })).toBe(false);
  });
});
