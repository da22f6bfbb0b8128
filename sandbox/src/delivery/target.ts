import { isIP, type LookupFunction } from "node:net";
import {
  addressAllowed,
  checkedLookup,
  isLoopbackAddress,
  type ResolveAll,
} from "../../../lib/shared/private-address";
import { isLoopbackHost } from "../../../lib/shared/webhook-url-rule";

/** Resolves a host name to every address it has (`dns.lookup`, replaceable in tests). */
export type Resolve = ResolveAll;

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

/** A POST's host resolved to an address the sandbox must not send to; nothing was sent. */
export class RefusedTargetError extends Error {
  readonly code = "EREFUSEDTARGET";
}

/**
 * The socket lookup for a POST to `value`: every address the host resolves to as the POST is made is checked, and
 * the connection goes only to those, so a name cannot answer one address for the check and another for the POST.
 */
export function targetLookup(value: string, ownPort: number | undefined, resolve?: Resolve): LookupFunction {
  const url = new URL(value);
  return checkedLookup((hostname, address) => {
    const found = addressProblem(url, address, ownPort);
    return found
      ? new RefusedTargetError(`${hostname} ${found.replace(/^must not point/, "points")}`)
      : undefined;
  }, resolve);
}
