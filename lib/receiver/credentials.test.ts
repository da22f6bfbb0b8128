import { describe, expect, it } from "vitest";
import {
  credentialsMatch,
  deriveReceiverKey,
  hashCredential,
  newPassword,
  parseBasicAuth,
} from "./credentials";

const key = Buffer.alloc(32, 1);

describe("credentials", () => {
  it("parses Basic headers, keeping colons in the password", () => {
    const header = `Basic ${Buffer.from("user:pa:ss").toString("base64")}`;
    expect(parseBasicAuth(header)).toEqual({ username: "user", password: "pa:ss" });
    expect(parseBasicAuth(`basic   ${Buffer.from("u:").toString("base64")}`)).toEqual({
      username: "u",
      password: "",
    });
    expect(parseBasicAuth(null)).toBeUndefined();
    expect(parseBasicAuth("Bearer x")).toBeUndefined();
    expect(parseBasicAuth(`Basic ${Buffer.from("nocolon").toString("base64")}`)).toBeUndefined();
  });

  it("hashes with the key: another key gives another hash, and the password never appears", () => {
    const pw = newPassword();
    expect(pw).toMatch(/^[\w-]{43}$/);
    const h = hashCredential(key, pw);
    expect(h).toMatch(/^hmac\$[\w-]{43}$/);
    expect(h).not.toContain(pw);
    expect(hashCredential(Buffer.alloc(32, 2), pw)).not.toBe(h);
    expect(hashCredential(key, pw)).toBe(h);
  });

  it("derives a stable 32-byte key from the encryption key", () => {
    const material = Buffer.alloc(32, 9).toString("base64");
    expect(deriveReceiverKey(material)).toEqual(deriveReceiverKey(material));
    expect(deriveReceiverKey(material)).toHaveLength(32);
    expect(deriveReceiverKey(material).equals(Buffer.from(material, "base64"))).toBe(false);
  });

  it("accepts the previous password only before its expiry", () => {
    const endpoint = {
      username: "hook",
      password_hash: hashCredential(key, "new"),
      previous_password_hash: hashCredential(key, "old"),
      previous_expires_at: 1000,
    };
    expect(credentialsMatch(key, endpoint, { username: "hook", password: "new" }, 5000)).toBe(true);
    expect(credentialsMatch(key, endpoint, { username: "hook", password: "old" }, 999)).toBe(true);
    expect(credentialsMatch(key, endpoint, { username: "hook", password: "old" }, 1000)).toBe(false);
    expect(credentialsMatch(key, endpoint, { username: "hooK", password: "new" }, 0)).toBe(false);
    expect(credentialsMatch(key, endpoint, { username: "hook", password: "other" }, 0)).toBe(false);
  });
});
