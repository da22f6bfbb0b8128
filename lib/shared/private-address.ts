import dns from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Addresses a server of ours must not be made to call on a caller's behalf: this network, private and
// carrier ranges, link-local (cloud metadata at 169.254.169.254), benchmarking, multicast and reserved ones.
const NON_PUBLIC: Array<[string, number, "ipv4" | "ipv6"]> = [
  ["0.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["224.0.0.0", 3, "ipv4"],
  // IPv4-compatible (deprecated; also holds the unspecified ::) and IPv4-translated: no public host has one.
  ["::", 96, "ipv6"],
  ["::ffff:0:0:0", 96, "ipv6"],
  ["64:ff9b:1::", 48, "ipv6"],
  ["100::", 64, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["fec0::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];
const nonPublic = new BlockList();
for (const [net, prefix, type] of NON_PUBLIC) nonPublic.addSubnet(net, prefix, type);

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const typeOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** The eight 16-bit groups of an IPv6 address, whatever its spelling (zero runs, a dotted tail, a zone). */
function ipv6Groups(address: string): number[] {
  // URL parsing writes any IPv6 spelling as hex groups with at most one "::".
  const host = new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
  const [head = "", tail = ""] = host.split("::");
  const groups = (s: string) => (s ? s.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const [h, t] = [groups(head), groups(tail)];
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

const dotted = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** IPv4-mapped (::ffff:0:0/96) is the IPv4 host itself, reached over this machine's own stack. */
function unmapped(address: string): string {
  if (isIP(address) !== 6) return address;
  const g = ipv6Groups(address);
  return g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff ? dotted(g[6] ?? 0, g[7] ?? 0) : address;
}

/** The IPv4 host a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address is translated to: it is what gets reached. */
function translatedIpv4(address: string): string | undefined {
  if (isIP(address) !== 6) return undefined;
  const g = ipv6Groups(address);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return dotted(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return dotted(g[1] ?? 0, g[2] ?? 0);
  return undefined;
}

/** Whether an IP address is this machine's loopback (127.0.0.0/8, ::1, or either IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  const a = unmapped(address);
  return loopback.check(a, typeOf(a));
}

/**
 * Whether an IP address may be called: loopback (our own services run here), on `allow`, or public. A NAT64 or
 * 6to4 address is judged by the IPv4 host it reaches, which must be on `allow` or public (another machine's
 * loopback is not ours).
 */
export function addressAllowed(address: string, allow?: BlockList): boolean {
  const a = unmapped(address);
  const type = typeOf(a);
  if (loopback.check(a, type) || allow?.check(a, type)) return true;
  if (nonPublic.check(a, type)) return false;
  const v4 = translatedIpv4(a);
  if (v4 === undefined) return true;
  return allow?.check(v4, "ipv4") || !(loopback.check(v4, "ipv4") || nonPublic.check(v4, "ipv4"));
}

/** Resolves a host name to every address it has (`dns.lookup` with `all`, replaceable in tests). */
export type ResolveAll = (
  hostname: string,
  options: dns.LookupOptions,
) => Promise<{ address: string; family?: number }[]>;

const systemResolve: ResolveAll = (hostname, options) =>
  dns.promises.lookup(hostname, { ...options, all: true });

/**
 * A socket `lookup` that resolves a name once, checks every address and hands the same ones to the connection:
 * the address checked is the one connected to, so a name cannot answer public for a check and private later.
 */
export function checkedLookup(
  refusal: (hostname: string, address: string) => Error | undefined,
  resolve: ResolveAll = systemResolve,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options).then(
      (found) => {
        const addresses = found.map((a) => ({ address: a.address, family: a.family ?? isIP(a.address) }));
        for (const { address } of addresses) {
          const refused = refusal(hostname, address);
          if (refused) return callback(refused, "", 0);
        }
        if (options.all) return callback(null, addresses);
        const first = addresses[0];
        if (!first)
          return callback(
            Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }),
            "",
            0,
          );
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, "", 0),
    );
  };
}
