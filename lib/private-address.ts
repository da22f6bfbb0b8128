import { BlockList, isIP } from "node:net";

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
  ["::", 128, "ipv6"],
  ["64:ff9b:1::", 48, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];
const nonPublic = new BlockList();
for (const [net, prefix, type] of NON_PUBLIC) nonPublic.addSubnet(net, prefix, type);

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const typeOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** Whether an IP address is this machine's loopback (127.0.0.0/8, ::1, or either IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  const a = unmapped(address);
  return loopback.check(a, typeOf(a));
}

/** Whether an IP address may be called: loopback (our own services run here), on `allow`, or public. */
export function addressAllowed(address: string, allow?: BlockList): boolean {
  const a = unmapped(address);
  const type = typeOf(a);
  if (loopback.check(a, type) || allow?.check(a, type)) return true;
  return !nonPublic.check(a, type);
}
