import type { IncomingMessage } from "node:http";
import { singleton } from "../singleton";

/**
 * The header `scripts/serve.ts` sets on every request to the address of the connection's other end. Any
 * value a client sends under this name is overwritten there. Under a server that does not stamp it (plain
 * `next start`) the header is the client's to write, so it is read only once this process has stamped one.
 */
export const PEER_HEADER = "x-dashboard-peer";

// Set by the server script's module instance, read by the route handlers' (see lib/singleton.ts).
const stamping = () => singleton("peer-stamping", () => ({ on: false }));

/**
 * Writes the connection's address into `PEER_HEADER`, replacing whatever the client sent. Without a
 * declared proxy, `X-Forwarded-Host` and `-Proto` are the client's own writing, and Next would check a
 * server action's origin against them: they are dropped.
 */
export function stampPeer(req: IncomingMessage, trustedProxies: number): void {
  stamping().on = true;
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  if (trustedProxies === 0) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
}

let warned = false;
/** Said once: behind a proxy that nobody declared, every client counts as the proxy's one address. */
function warnUntrustedForwarding() {
  if (warned) return;
  warned = true;
  console.warn(
    "[auth] requests carry X-Forwarded-For but DASHBOARD_TRUSTED_PROXIES is 0: failed sign-ins are counted per connection, so clients behind a proxy share its address. Set it to the number of proxies in front of the dashboard.",
  );
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * The address a sign-in attempt counts against. `X-Forwarded-For` is anyone's to write, so it is read only
 * behind `trustedProxies` proxies, each of which appends the address it was reached from: the client is
 * then that many entries from the right, and the port must be reachable only through those proxies.
 * Otherwise it is the connection's own peer, or `local` when the server does not stamp one (plain
 * `next start`). Next itself fills an absent `X-Forwarded-For` with the peer's address.
 */
export function clientIp(headers: Record<string, unknown> | undefined, trustedProxies: number): string {
  const stamped = stamping().on ? first(headers?.[PEER_HEADER]) : undefined;
  const peer = typeof stamped === "string" && stamped ? stamped : undefined;
  const forwarded = first(headers?.["x-forwarded-for"]);
  const entries =
    typeof forwarded === "string"
      ? forwarded
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  if (trustedProxies > 0) {
    // Fewer entries than proxies: the request did not come through all of them, and every entry may be
    // the client's own writing. The connection is all that can be trusted then.
    if (entries.length >= trustedProxies) return entries[entries.length - trustedProxies] ?? "unknown";
  } else if (peer && entries.some((e) => e !== peer)) warnUntrustedForwarding();
  return peer ?? "local";
}
