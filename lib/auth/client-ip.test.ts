import { createServer, type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { clientIp, PEER_HEADER, stampPeer } from "./client-ip";

/** Sends one request with `headers` through a real server that stamps it; resolves its headers as Next sees them. */
async function stamped(headers: Record<string, string>): Promise<IncomingMessage["headers"]> {
  let seen: IncomingMessage["headers"] = {};
  const server = createServer((req, res) => {
    stampPeer(req);
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

describe("clientIp", () => {
  it("counts a direct client by its connection, whatever it writes in X-Forwarded-For or the peer header", async () => {
    const headers = await stamped({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "198.51.100.7" });
    expect(headers[PEER_HEADER]).toBe("127.0.0.1");
    expect(clientIp(headers, 0)).toBe("127.0.0.1");
  });

  it("behind trusted proxies, takes the X-Forwarded-For entry that many from the right", () => {
    const headers = { "x-forwarded-for": "10.9.9.9, 203.0.113.9, 192.0.2.1", [PEER_HEADER]: "127.0.0.1" };
    expect(clientIp(headers, 1)).toBe("192.0.2.1");
    expect(clientIp(headers, 2)).toBe("203.0.113.9");
    // More proxies than entries: the leftmost is all there is.
    expect(clientIp(headers, 5)).toBe("10.9.9.9");
  });

  it("falls back to the connection when a trusted proxy sent no X-Forwarded-For", () => {
    expect(clientIp({ "x-forwarded-for": " , ", [PEER_HEADER]: "192.0.2.4" }, 1)).toBe("192.0.2.4");
    expect(clientIp({ [PEER_HEADER]: "192.0.2.4" }, 1)).toBe("192.0.2.4");
  });

  it("ignores a peer header no server of this process stamped (plain `next start`)", () => {
    const flag = globalThis as unknown as { __dashboardStampsPeer?: boolean };
    const before = flag.__dashboardStampsPeer;
    flag.__dashboardStampsPeer = undefined;
    try {
      expect(clientIp({ [PEER_HEADER]: "198.51.100.7", "x-forwarded-for": "203.0.113.9" }, 0)).toBe("local");
    } finally {
      flag.__dashboardStampsPeer = before;
    }
  });
});
