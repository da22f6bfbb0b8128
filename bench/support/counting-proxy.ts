import { createServer, request as httpRequest } from "node:http";
import { freePort } from "@/test/free-port";

/** What a counting proxy saw of one request it counts, once the service answered it. */
export interface Counted<K> {
  key: K;
  /** Its number among the counted requests, in arrival order (answers may come back in another order). */
  n: number;
  sentAt: number;
  body: Buffer;
  status: number;
  answer: Buffer;
}

/**
 * A proxy in front of the sandbox that counts the requests `match` names: each waits for `beforeForward`
 * (which may hold it, say while the dashboard is killed), then is forwarded, and `onAnswer` sees it with the answer.
 * Every other request passes through untouched.
 */
export async function startCountingProxy<K>(
  target: string,
  o: {
    match: (method: string, url: URL) => K | undefined;
    beforeForward?: (n: number) => Promise<void>;
    onAnswer: (seen: Counted<K>) => void;
  },
) {
  let arrived = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      const key = o.match(req.method ?? "GET", url);
      const n = key === undefined ? 0 : ++arrived;
      if (key !== undefined) await o.beforeForward?.(n);
      const sentAt = Date.now();
      const out = httpRequest(url, { method: req.method, headers: req.headers }, (answer) => {
        const parts: Buffer[] = [];
        answer.on("data", (c: Buffer) => parts.push(c));
        answer.on("end", () => {
          const text = Buffer.concat(parts);
          const status = answer.statusCode ?? 502;
          if (key !== undefined) o.onAnswer({ key, n, sentAt, body, status, answer: text });
          res.writeHead(status, answer.headers);
          res.end(text);
        });
      });
      out.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      out.end(body);
    });
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { port, close: () => server.close() };
}
