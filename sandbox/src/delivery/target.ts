import dns from "node:dns/promises";
import { isIP } from "node:net";
import { addressAllowed, isLoopbackAddress } from "../../../lib/private-address";
import { isLoopbackHost } from "../../../lib/webhook-url-rule";

/** Resolves a host name to every address it has (`dns.lookup`, replaceable in tests). */
export type Resolve = (hostname: string) => Promise<{ address: string }[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true });

const PLAIN_HTTP = "must use https: plain http is allowed only for localhost, 127.0.0.0/8 and [::1]";
const portOf = (url: URL) => Number(url.port || (url.protocol === "https:" ? 443 : 80));
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

function addressProblem(url: URL, address: string, ownPort: number | undefined): string | undefined {
  if (!addressAllowed(address))
    return `must not point at a private, link-local or reserved address (${address})`;
  if (ownPort !== undefined && isLoopbackAddress(address) && portOf(url) === ownPort)
    return "must not point at the sandbox itself";
  return undefined;
}

/**
 * Why the sandbox must not POST to this URL as written (a private or reserved address, the sandbox's own port
 * on this machine, plain http elsewhere), or undefined. Host names are checked again, resolved, when a POST is made.
 */
export function targetProblem(value: string, ownPort: number | undefined): string | undefined {
  if (!URL.canParse(value)) return "must be an http or https URL";
  const url = new URL(value);
  const host = bare(url.hostname);
  const problem = isIP(host)
    ? addressProblem(url, host, ownPort)
    : ownPort !== undefined && isLoopbackHost(url.hostname) && portOf(url) === ownPort
      ? "must not point at the sandbox itself"
      : undefined;
  if (problem) return problem;
  if (url.protocol === "http:" && !isLoopbackHost(url.hostname)) return PLAIN_HTTP;
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http or https URL";
  return undefined;
}

/** The same check on every address the host resolves to now, just before a POST. */
export async function resolvedTargetProblem(
  value: string,
  ownPort: number | undefined,
  resolve: Resolve = systemResolve,
): Promise<string | undefined> {
  const problem = targetProblem(value, ownPort);
  if (problem) return problem;
  const url = new URL(value);
  const host = bare(url.hostname);
  if (isIP(host)) return undefined;
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch (e) {
    return `${host} could not be resolved: ${(e as Error).message}`;
  }
  for (const { address } of addresses) {
    const found = addressProblem(url, address, ownPort);
    if (found) return `${host} ${found.replace(/^must not point/, "points")}`;
  }
  return undefined;
}
