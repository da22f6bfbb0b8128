import "server-only";
import dns from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "../env";

export class PrivateTargetError extends Error {
  readonly code = "EPRIVATETARGET";
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `${host} is a private or link-local address (${address}); the dashboard sends nothing there unless DASHBOARD_ALLOW_PRIVATE_TARGETS lists it.`,
    );
    this.name = "PrivateTargetError";
  }
}

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
  ["::", 128, "ipv6"],
  ["64:ff9b:1::", 48, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];
const nonPublic = new BlockList();
for (const [net, prefix, type] of NON_PUBLIC) nonPublic.addSubnet(net, prefix, type);

// The sandbox runs on this machine, so loopback stays reachable.
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export function parseAllowList(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : isIP(address) === 4 ? "ipv4" : undefined;
    if (!type) throw new Error(`DASHBOARD_ALLOW_PRIVATE_TARGETS: "${entry}" is not an address or range`);
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

let allowed: { spec: string | undefined; list: BlockList } | undefined;
function allowList(): BlockList {
  const spec = env().DASHBOARD_ALLOW_PRIVATE_TARGETS;
  if (!allowed || allowed.spec !== spec) allowed = { spec, list: parseAllowList(spec) };
  return allowed.list;
}

export function addressAllowed(address: string, allow: BlockList = allowList()): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return addressAllowed(mapped, allow);
  const type = isIP(address) === 6 ? "ipv6" : "ipv4";
  if (loopback.check(address, type) || allow.check(address, type)) return true;
  return !nonPublic.check(address, type);
}

/** No lookup happens for a literal address, so it is checked here. */
export function checkLiteralHost(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !addressAllowed(host)) throw new PrivateTargetError(url.hostname, host);
}

/** The address checked is the one connected to, so a name cannot resolve public first and private later. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "", 0);
    const refused = addresses.find((a) => !addressAllowed(a.address));
    if (refused) return callback(new PrivateTargetError(hostname, refused.address), "", 0);
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    const first = addresses[0];
    if (!first)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
    callback(null, first.address, first.family);
  });
};
