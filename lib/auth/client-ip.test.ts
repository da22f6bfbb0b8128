import { createServer, type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { singleton } from "../singleton";
import { clientIp, PEER_HEADER, stampPeer } from "./client-ip";

async function stamped(
  headers: Record<string, string>,
  trustedProxies = 0,
): Promise<IncomingMessage["headers"]> {
  let seen: IncomingMessage["headers"] = {};
  const server = createServer((req, res) => {
    stampPeer(req, trustedProxies);
    seen = { ...req.headers };
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => {
    request({ port, host: "127.0.0.1", headers }, (res) => {
      res.resume();
      res.on("end", resolve);
    })
      .on("error", reject)
      .end();
  });
  await new Promise((r) => server.close(r));
  return seen;
}

const flag = singleton("peer-stamping", () => ({ on: false }));

describe("clientIp", () => {
  beforeEach(() => {
    flag.on = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("counts a direct client by its connection, whatever it writes in X-Forwarded-For or the peer header", async () => {
    const headers = await stamped({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "198.51.100.7" });
    expect(headers[PEER_HEADER]).toBe("127.0.0.1");
    expect(clientIp(headers, 0)).toBe("127.0.0.1");
  });

  it("drops X-Forwarded-Host and -Proto unless a proxy is declared", async () => {
    const forwarded = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    const direct = await stamped(forwarded);
    expect(direct["x-forwarded-host"]).toBeUndefined();
    expect(direct["x-forwarded-proto"]).toBeUndefined();
    expect(direct.host).toMatch(/^127\.0\.0\.1:/);
    expect(await stamped(forwarded, 1)).toMatchObject(forwarded);
  });

  it("behind trusted proxies, takes the X-Forwarded-For entry that many from the right", () => {
    const headers = { "x-forwarded-for": "10.9.9.9, 203.0.113.9, 192.0.2.1", [PEER_HEADER]: "127.0.0.1" };
    expect(clientIp(headers, 1)).toBe("192.0.2.1");
    expect(clientIp(headers, 2)).toBe("203.0.113.9");
    // More proxies than entries: the request skipped a proxy, and the entries may all be the client's.
    expect(clientIp(headers, 5)).toBe("127.0.0.1");
  });

  it("falls back to the connection when a trusted proxy sent no X-Forwarded-For", () => {
    expect(clientIp({ "x-forwarded-for": " , ", [PEER_HEADER]: "192.0.2.4" }, 1)).toBe("192.0.2.4");
    expect(clientIp({ [PEER_HEADER]: "192.0.2.4" }, 1)).toBe("192.0.2.4");
  });

  it("ignores a peer header no server of this process stamped (plain `next start`)", () => {
    flag.on = false;
    expect(clientIp({ [PEER_HEADER]: "198.51.100.7" }, 0)).toBe("local");
  });

  it("warns once when a proxy forwards while none is trusted", async () => {
    vi.resetModules();
    const { clientIp } = await import("./client-ip");
    const warn = vi.mocked(console.warn);
    // What Next fills in itself (the peer) is no proxy's doing.
    expect(clientIp({ "x-forwarded-for": "10.0.0.2", [PEER_HEADER]: "10.0.0.2" }, 0)).toBe("10.0.0.2");
    expect(warn).not.toHaveBeenCalled();
    expect(clientIp({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "10.0.0.2" }, 0)).toBe("10.0.0.2");
    clientIp({ "x-forwarded-for": "203.0.113.10", [PEER_HEADER]: "10.0.0.2" }, 0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("DASHBOARD_TRUSTED_PROXIES");
  });
});
