import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { Socket } from "node:net";
import { freePort } from "../../test/free-port";

export type Fault =
  | { kind: "pass" }
  | { kind: "down" }
  | { kind: "slow"; ms: number }
  | { kind: "status"; status: number; headers?: Record<string, string>; body?: string }
  | { kind: "garbled" };

export async function faultProxy(target: string) {
  let fault: Fault = { kind: "pass" };
  const sockets = new Set<Socket>();
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = httpRequest(
      new URL(req.url ?? "/", target),
      { method: req.method, headers: req.headers },
      (a) => {
        res.writeHead(a.statusCode ?? 502, a.headers);
        a.pipe(res);
      },
    );
    out.on("error", () => res.writeHead(502).end());
    req.pipe(out);
  };
  const server: Server = createServer((req, res) => {
    const f = fault;
    if (f.kind === "pass") return forward(req, res);
    if (f.kind === "slow") return void setTimeout(() => !res.destroyed && forward(req, res), f.ms);
    req.resume();
    if (f.kind === "status") {
      res.writeHead(f.status, { "content-type": "application/json", ...f.headers });
      return void res.end(f.body ?? "{}");
    }
    if (f.kind === "garbled") {
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end('{"data": [ {"sessionId": ');
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const port = await freePort();
  const listen = () => new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    async set(next: Fault) {
      const wasDown = fault.kind === "down";
      fault = next;
      if (next.kind === "down" && !wasDown) {
        await new Promise<void>((r) => {
          server.close(() => r());
          for (const s of sockets) s.destroy();
        });
      } else if (next.kind !== "down" && wasDown) await listen();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        if (!server.listening) return r();
        server.close(() => r());
      }),
  };
}
