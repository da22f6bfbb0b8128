import "server-only";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { env } from "../../env";
import { addressAllowed as anyAllowed, checkedLookup } from "../../shared/private-address";

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
  return anyAllowed(address, allow);
}

/** No lookup happens for a literal address, so it is checked here. */
export function checkLiteralHost(url: URL): void {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !addressAllowed(host)) throw new PrivateTargetError(url.hostname, host);
}

/** The address checked is the one connected to, so a name cannot resolve public first and private later. */
export const guardedLookup: LookupFunction = checkedLookup((hostname, address) =>
  addressAllowed(address) ? undefined : new PrivateTargetError(hostname, address),
);
