import { describe, expect, it } from "vitest";
import { matchesFilters, toEventFilters } from "./search-params";

const event = { trigger: "message_sent", family: "messages", payload: { data: { text: "Hello World" } } };

describe("event filters", () => {
  it("drops blanks from the URL state", () => {
    expect(toEventFilters({ trigger: " ", family: null, q: "  hi " })).toEqual({ q: "hi" });
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
