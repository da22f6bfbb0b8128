import type { IncomingMessage } from "node:http";
import { singleton } from "../singleton";

/** Set by scripts/serve.ts over any client value; trusted only once this process has stamped one. */
export const PEER_HEADER = "x-dashboard-peer";

// Set by the server script's module instance, read by the route handlers' (see lib/singleton.ts).
const stamping = () => singleton("peer-stamping", () => ({ on: false }));

/** Without a declared proxy, X-Forwarded-Host/-Proto are the client's, yet Next checks actions by them. */
export function stampPeer(req: IncomingMessage, trustedProxies: number): void {
  stamping().on = true;
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  if (trustedProxies === 0) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
  }
}

let warned = false;
function warnUntrustedForwarding() {
  if (warned) return;
  warned = true;
  console.warn(
    "[auth] requests carry X-Forwarded-For but DASHBOARD_TRUSTED_PROXIES is 0: failed sign-ins are counted per connection, so clients behind a proxy share its address. Set it to the number of proxies in front of the dashboard.",
  );
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** X-Forwarded-For is anyone's to write, so it is read only behind `trustedProxies` proxies. */
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
    // Fewer entries than proxies: every entry may be the client's own writing; trust only the connection.
    if (entries.length >= trustedProxies) return entries[entries.length - trustedProxies] ?? "unknown";
  } else if (peer && entries.some((e) => e !== peer)) warnUntrustedForwarding();
  return peer ?? "local";
}
