import { describe, expect, it } from "vitest";
import { fieldOf } from "@/app/(dashboard)/app-settings/_lib/schema";
import { settingsForm } from "@/app/(dashboard)/notifications/settings/_lib/schema";
import { AUDIT_FIELDS } from "@/lib/audit-fields";
import { auditedInput, auditTarget, storedAuditInput } from "@/lib/audit-input";
import { APP_SETTING_KEYS } from "@/lib/schemas/app-settings";

describe("auditedInput", () => {
  it("keeps the listed fields of a password change: none", () => {
    const asked = { current: "old-Pa55word", password: "new-Pa55word", confirm: "new-Pa55word" };
    expect(auditedInput("account.change-password", asked)).toBeUndefined();
    expect(storedAuditInput("account.change-password", asked)).toBeNull();
    expect(storedAuditInput("account.two-factor.disable", { password: "p", code: "ABCD-1234" })).toBeNull();
  });

  it("keeps nothing of an action it does not know, nor of input that is not an object", () => {
    expect(auditedInput("things.unknown", { id: "x" })).toBeUndefined();
    expect(auditedInput("apps.delete", "x")).toBeUndefined();
    expect(auditedInput("apps.delete", ["x"])).toBeUndefined();
    expect(auditedInput("toString", { id: "x" })).toBeUndefined();
  });

  it("keeps listed scalars and lists of scalars, at the top and down dotted paths, and nothing else", () => {
    expect(
      auditedInput("moderation.rules.save", {
        form: { id: "r1", name: "No spam", enabled: true, action: "block", conditions: [{ words: "x" }] },
        existing: false,
        filters: [{ password: "p" }],
      }),
    ).toEqual({ form: { id: "r1", name: "No spam", enabled: true, action: "block" }, existing: false });
    expect(auditedInput("users.block", { uid: "a", uids: ["b", "c"], extra: 1 })).toEqual({
      uid: "a",
      uids: ["b", "c"],
    });
    // An object or a list of objects where a scalar was expected is raw input, not what the form sends.
    expect(auditedInput("users.block", { uid: { password: "p" }, uids: [{ token: "t" }] })).toBeUndefined();
    expect(auditedInput("moderation.rules.save", { form: { secret: "s" } })).toBeUndefined();
  });

  it("keeps every key under a `*`, with secret names still redacted and long text cut", () => {
    const stored = storedAuditInput("bulk.start", {
      id: "j1",
      operation: "users.block",
      params: { by: "alice", password: "p", nested: { a: 1 } },
      selection: { kind: "filter", query: { searchKey: "x".repeat(2_000) } },
    });
    expect(JSON.parse(stored ?? "")).toEqual({
      id: "j1",
      operation: "users.block",
      params: { by: "alice", password: "[redacted]" },
      selection: { kind: "filter", query: { searchKey: `${"x".repeat(1_000)}…[cut]` } },
    });
  });

  it("keeps only a URL's origin: user info, query, fragment and path may each carry a credential", () => {
    const base = { id: "w1", useBasicAuth: false };
    const kept = (webhookURL: string) => auditedInput("webhooks.create", { ...base, webhookURL })?.webhookURL;
    expect(kept("https://hooks.example.com/in")).toBe("https://hooks.example.com");
    expect(kept("https://user:pa55@hooks.example.com:8443/in?token=t0k#x")).toBe(
      "https://hooks.example.com:8443",
    );
    expect(kept("https://hooks.slack.test/services/T000/B000/s3cr3tPathToken")).toBe(
      "https://hooks.slack.test",
    );
    expect(kept("not a url user:pa55")).toBeUndefined();
  });

  it("keeps a key named __proto__ as a plain field", () => {
    const input = JSON.parse('{"params": {"__proto__": {"polluted": true}, "by": "a"}}');
    const kept = auditedInput("bulk.start", input);
    expect(Object.getPrototypeOf(kept?.params)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(kept).toEqual({ params: { by: "a" } });
  });
});

describe("auditTarget", () => {
  it("names an entry by a kept field only, never by a credential", () => {
    const added = { name: "Prod", appId: "app-1", apiKey: "0123456789abcdef", mgmtSecret: "s" };
    expect(auditTarget("apps.add", added)).toBe("app-1");
    expect(auditTarget("account.end-session", { handle: "h1", id: "x" })).toBeUndefined();
    expect(auditTarget("things.unknown", { id: "x" })).toBeUndefined();
  });
});

// Word parts that name a credential. "bypass" is not a password; `id` of apiKeys.* is the masked key
// (ab12…ef90) the list of keys shows, and is not matched here.
const SECRET_WORD =
  /(?<!by)pass|secret|token|key|credential|code|current|confirm|p8|private|recovery|sid|cert/i;
const OBJECTS_THAT_HOLD_SECRETS = /^(file|metadata|settings|details\.appInfo|appInfo|handle)$/;

describe("AUDIT_FIELDS", () => {
  it("lists no field named like a password, code, token, key, secret or credential", () => {
    const listed = Object.entries(AUDIT_FIELDS).flatMap(([action, fields]) =>
      fields.map((f) => `${action}: ${f}`),
    );
    expect(
      listed.filter((l) =>
        l
          .split(": ")[1]
          ?.split(".")
          .some((part) => SECRET_WORD.test(part)),
      ),
    ).toEqual([]);
    expect(listed.filter((l) => OBJECTS_THAT_HOLD_SECRETS.test(l.split(": ")[1] ?? ""))).toEqual([]);
  });

  it("lists every field of the forms that hold no secret", () => {
    expect(AUDIT_FIELDS["app-settings.save"]).toEqual(APP_SETTING_KEYS.map(fieldOf));
    expect(AUDIT_FIELDS["notifications.save-settings"]).toEqual(Object.keys(settingsForm.shape));
  });
});
