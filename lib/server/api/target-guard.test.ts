import { describe, expect, it } from "vitest";
import { addressAllowed, guardedLookup, PrivateTargetError, parseAllowList } from "./target-guard";

describe("addressAllowed", () => {
  const none = parseAllowList(undefined);

  it.each(["93.184.216.34", "2606:2800:220:1::1", "127.0.0.1", "127.8.9.10", "::1", "8.8.8.8"])(
    "allows the public or loopback address %s",
    (a) => expect(addressAllowed(a, none)).toBe(true),
  );

  it.each([
    "169.254.169.254",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "fe80::1",
    "fd00::1",
    "::",
    "::ffff:169.254.169.254",
  ])("refuses %s", (a) => expect(addressAllowed(a, none)).toBe(false));

  it("allows what the list names, and only that", () => {
    const list = parseAllowList(" 10.0.0.0/8 , 192.168.1.7,fd00::/8");
    expect(addressAllowed("10.20.30.40", list)).toBe(true);
    expect(addressAllowed("192.168.1.7", list)).toBe(true);
    expect(addressAllowed("192.168.1.8", list)).toBe(false);
    expect(addressAllowed("fd12::3", list)).toBe(true);
    expect(addressAllowed("169.254.169.254", list)).toBe(false);
  });

  it("refuses a list entry that is no address", () => {
    expect(() => parseAllowList("10.0.0.0/8,intranet")).toThrow(/"intranet" is not an address/);
  });
});

describe("guardedLookup", () => {
  const lookup = (host: string) =>
    new Promise<string>((resolve, reject) =>
      guardedLookup(host, { family: 0 }, (err, address) => (err ? reject(err) : resolve(String(address)))),
    );

  it("answers loopback names", async () => {
    expect(await lookup("localhost")).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("refuses a name that resolves to a private address", async () => {
    // 10.0.0.1 as a name: the resolver answers it as is, and the check still applies.
    await expect(lookup("10.0.0.1")).rejects.toBeInstanceOf(PrivateTargetError);
  });
});
