import { describe, expect, it, vi } from "vitest";
import {
  canonicalJson,
  dedupeKey,
  deliveryAttempt,
  isJsonContentType,
  parseEnvelope,
  ReceiveError,
  storableHeaders,
} from "./envelope";
import { familyOf } from "./families";

describe("familyOf", () => {
  it.each([
    ["message_sent", "messages"],
    ["message_edited", "messages"],
    ["message_deleted", "messages"],
    ["message_reaction_added", "receipts-and-reactions"],
    ["message_reaction_removed", "receipts-and-reactions"],
    ["message_delivery_receipt", "receipts-and-reactions"],
    ["message_read_receipt", "receipts-and-reactions"],
    ["user_blocked", "users"],
    ["user_unblocked", "users"],
    ["user_connection_status_changed", "users"],
    ["group_created", "groups"],
    ["group_member_scope_changed", "groups"],
    ["group_owner_transferred", "groups"],
    ["call_initiated", "calls"],
    ["call_ended", "calls"],
    ["meeting_participant_left", "meetings"],
    ["recording_generated", "recordings"],
    ["something_new", "other"],
  ])("%s is in %s", (trigger, family) => {
    expect(familyOf(trigger)).toBe(family);
  });
});

describe("parseEnvelope", () => {
  it("keeps every field of a valid envelope", () => {
    const env = parseEnvelope(
      '{"trigger":"call_started","type":"call","data":{"sessionId":"s"},"region":"eu"}',
    );
    expect(env).toEqual({ trigger: "call_started", type: "call", data: { sessionId: "s" }, region: "eu" });
  });

  it("refuses malformed JSON and wrong shapes with 400", () => {
    for (const text of ["", "{", "1", "[]", '{"trigger":"x"}', '{"trigger":"","data":{}}', '{"data":{}}']) {
      const err = (() => {
        try {
          parseEnvelope(text);
        } catch (e) {
          return e;
        }
      })();
      expect(err, text).toBeInstanceOf(ReceiveError);
      expect((err as ReceiveError).status).toBe(400);
    }
  });

  const refusal = (text: string) => {
    try {
      parseEnvelope(text);
    } catch (e) {
      return ReceiveError.is(e) ? { status: e.status, code: e.code } : e;
    }
  };

  it("refuses valid JSON that no event is: lone surrogates in names, nesting past the limit", () => {
    expect(refusal('{"trigger":"\\ud800","data":{}}')).toEqual({ status: 400, code: "invalid_envelope" });
    expect(refusal('{"trigger":"x","webhook":"\\udfff","data":{}}')).toEqual({
      status: 400,
      code: "invalid_envelope",
    });
    const arrays = `{"trigger":"x","data":{"a":${"[".repeat(200_000)}${"]".repeat(200_000)}}}`;
    expect(refusal(arrays)).toEqual({ status: 400, code: "invalid_json" });
    const objects = `{"trigger":"x","data":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}`;
    expect(refusal(objects)).toEqual({ status: 400, code: "invalid_json" });
    // A lone surrogate inside data is kept as sent, and still makes a dedupe key.
    const env = parseEnvelope('{"trigger":"message_sent","data":{"message":{"id":"\\ud800"}}}');
    expect(dedupeKey("ep", env)).toMatch(/\/sha256%3A/);
  });

  it("recognises a refusal made by another copy of the module", async () => {
    vi.resetModules();
    const other = await import("./envelope");
    expect(other.ReceiveError).not.toBe(ReceiveError);
    expect(ReceiveError.is(other.tooLarge(1))).toBe(true);
    expect(ReceiveError.is(new Error("x"))).toBe(false);
  });
});

describe("dedupeKey", () => {
  const sent = (id: unknown, webhook = "w1") =>
    parseEnvelope(JSON.stringify({ trigger: "message_sent", webhook, data: { message: { id, text: "t" } } }));

  it("uses the message id for message_sent, scoped by endpoint, webhook and trigger", () => {
    expect(dedupeKey("ep_1", sent("42"))).toBe("ep_1/w1/message_sent/message%3A42");
    expect(dedupeKey("ep_1", sent(42))).toBe("ep_1/w1/message_sent/message%3A42");
    expect(dedupeKey("ep_2", sent("42"))).not.toBe(dedupeKey("ep_1", sent("42")));
    expect(dedupeKey("ep_1", sent("42", "w2"))).not.toBe(dedupeKey("ep_1", sent("42")));
  });

  it("hashes data otherwise, independent of key order, and cannot be forged with separators", () => {
    const a = parseEnvelope('{"trigger":"group_updated","data":{"a":1,"b":{"c":[1,{"d":2,"e":3}]}}}');
    const b = parseEnvelope('{"data":{"b":{"c":[1,{"e":3,"d":2}]},"a":1},"trigger":"group_updated"}');
    const c = parseEnvelope('{"trigger":"group_updated","data":{"a":1,"b":{"c":[{"d":2,"e":3},1]}}}');
    expect(dedupeKey("ep", a)).toBe(dedupeKey("ep", b));
    expect(dedupeKey("ep", a)).not.toBe(dedupeKey("ep", c));
    expect(dedupeKey("ep", a)).toMatch(/^ep\/\/group_updated\/sha256%3A[\w-]{43}$/);
    expect(dedupeKey("ep", sent({ not: "an id" }))).toContain("sha256");
    const tricky = parseEnvelope('{"trigger":"x","webhook":"a/b","data":{}}');
    expect(dedupeKey("ep", tricky)).toMatch(/^ep\/a%2Fb\/x\//);
  });

  it("canonical JSON sorts keys and drops undefined like JSON.stringify", () => {
    expect(canonicalJson({ b: 1, a: [true, null, "x"], c: undefined })).toBe('{"a":[true,null,"x"],"b":1}');
  });
});

describe("request helpers", () => {
  it("recognises JSON content types", () => {
    expect(isJsonContentType("application/json")).toBe(true);
    expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
    expect(isJsonContentType("application/vnd.api+json")).toBe(true);
    expect(isJsonContentType("text/plain")).toBe(false);
    expect(isJsonContentType("application/jsonp")).toBe(false);
    expect(isJsonContentType(null)).toBe(false);
  });

  it("stores headers without credentials and reads the attempt number", () => {
    const h = new Headers({
      authorization: "Basic x",
      cookie: "s=1",
      "x-delivery-attempt": "3",
      "user-agent": "u",
    });
    expect(storableHeaders(h)).toEqual({ "x-delivery-attempt": "3", "user-agent": "u" });
    expect(deliveryAttempt(h)).toBe(3);
    expect(deliveryAttempt(new Headers({ "x-delivery-attempt": "" }))).toBeNull();
    expect(deliveryAttempt(new Headers({ "x-delivery-attempt": "two" }))).toBeNull();
    expect(deliveryAttempt(new Headers())).toBeNull();
  });
});
