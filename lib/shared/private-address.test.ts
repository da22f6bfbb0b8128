import { BlockList, type LookupFunction } from "node:net";
import { describe, expect, it } from "vitest";
import { addressAllowed, checkedLookup, isLoopbackAddress, type ResolveAll } from "./private-address";

describe("addressAllowed", () => {
  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "2606:2800:220:1::1",
    "127.0.0.1",
    "::1",
    "::ffff:127.0.0.1",
    // NAT64 and 6to4 of a public IPv4 host reach that host.
    "64:ff9b::8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ])("allows the public or loopback address %s", (a) => expect(addressAllowed(a)).toBe(true));

  it.each([
    ["the cloud metadata address", "169.254.169.254"],
    ["it IPv4-mapped, dotted", "::ffff:169.254.169.254"],
    ["it IPv4-mapped, in hex", "::ffff:a9fe:a9fe"],
    ["IPv4-mapped, spelt out", "0:0:0:0:0:ffff:a9fe:a9fe"],
    ["NAT64 (64:ff9b::/96) of a private host", "64:ff9b::10.0.0.1"],
    ["NAT64 of the metadata address, in hex", "64:ff9b::a9fe:a9fe"],
    ["NAT64 of a loopback address: another machine's loopback", "64:ff9b::127.0.0.1"],
    ["local-use NAT64 (64:ff9b:1::/48)", "64:ff9b:1::808:808"],
    ["6to4 (2002::/16) of a private host", "2002:c0a8:101::1"],
    ["6to4 of the metadata address", "2002:a9fe:a9fe::"],
    ["6to4 of a loopback address", "2002:7f00:1::1"],
    ["IPv4-compatible (::/96), dotted", "::8.8.8.8"],
    ["IPv4-compatible, in hex", "::a9fe:a9fe"],
    ["the unspecified address", "::"],
    ["IPv4-translated (::ffff:0:0:0/96)", "::ffff:0:808:808"],
    ["IPv4-translated of the metadata address", "::ffff:0:169.254.169.254"],
    ["discard (100::/64)", "100::1"],
    ["site-local (fec0::/10)", "fec0::1"],
    ["site-local, top of the range", "feff:ffff::1"],
    ["unique local", "fd00::1"],
    ["link-local", "fe80::1"],
    ["link-local with a zone", "fe80::1%eth0"],
    ["multicast", "ff02::1"],
    ["a private IPv4 address", "10.0.0.1"],
    ["carrier-grade NAT", "100.64.0.1"],
    ["this network", "0.0.0.0"],
  ])("refuses %s (%s)", (_what, a) => expect(addressAllowed(a)).toBe(false));

  it("lets an allow list open a private host, also through NAT64", () => {
    const allow = new BlockList();
    allow.addSubnet("10.0.0.0", 8, "ipv4");
    expect(addressAllowed("10.1.2.3", allow)).toBe(true);
    expect(addressAllowed("64:ff9b::10.1.2.3", allow)).toBe(true);
    expect(addressAllowed("64:ff9b::192.168.1.1", allow)).toBe(false);
  });
});

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::ffff:7f00:1"])("%s is loopback", (a) =>
    expect(isLoopbackAddress(a)).toBe(true),
  );
  it.each(["64:ff9b::127.0.0.1", "2002:7f00:1::1", "::127.0.0.1", "10.0.0.1"])("%s is not", (a) =>
    expect(isLoopbackAddress(a)).toBe(false),
  );
});

describe("checkedLookup", () => {
  const refuseTen = (hostname: string, address: string) =>
    address.startsWith("10.") ? new Error(`${hostname} is ${address}`) : undefined;
  const call = (lookup: LookupFunction, all: boolean) =>
    new Promise<unknown>((resolve, reject) =>
      lookup("hooks.test", { all }, (err, address, family) =>
        err ? reject(err) : resolve(all ? address : { address, family }),
      ),
    );

  it("hands the connection the very addresses it checked", async () => {
    const resolve: ResolveAll = async () => [{ address: "93.184.216.34" }, { address: "2606:2800:220:1::1" }];
    const lookup = checkedLookup(refuseTen, resolve);
    expect(await call(lookup, false)).toEqual({ address: "93.184.216.34", family: 4 });
    expect(await call(lookup, true)).toEqual([
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1::1", family: 6 },
    ]);
  });

  it("refuses the name when any address it resolves to is refused", async () => {
    const lookup = checkedLookup(refuseTen, async () => [
      { address: "93.184.216.34" },
      { address: "10.0.0.1" },
    ]);
    await expect(call(lookup, true)).rejects.toThrow("hooks.test is 10.0.0.1");
    await expect(call(lookup, false)).rejects.toThrow("hooks.test is 10.0.0.1");
  });

  it("passes on a resolver's error, and answers ENOTFOUND for no address", async () => {
    const failing = checkedLookup(refuseTen, async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND hooks.test"), { code: "ENOTFOUND" });
    });
    await expect(call(failing, false)).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(
      call(
        checkedLookup(refuseTen, async () => []),
        false,
      ),
    ).rejects.toMatchObject({
      code: "ENOTFOUND",
    });
  });
});
