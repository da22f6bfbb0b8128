import "server-only";
import http from "node:http";
import https from "node:https";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { checkLiteralHost, guardedLookup } from "./target-guard";

/**
 * The HTTP exchange under `serviceRequest`: Node's own client over pooled keep-alive connections, one pool per
 * protocol for the whole process. Next's patched `fetch` costs about 0.6 ms more per call (its cache and
 * tracing layers, then undici's WHATWG streams), and every page and action of the dashboard makes one or more.
 */

export interface Exchange {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Covers the whole exchange: connecting, the answer's headers and its body. */
  timeoutMs: number;
}

export interface Answer {
  status: number;
  retryAfter: string | undefined;
  /** Where a 3xx points (requests are never redirected: the key must not follow to another host). */
  location: string | undefined;
  /** The body, decoded from its `content-encoding`. */
  text: string;
}

/** Raised when the answer's body does not decode as its `content-encoding` says. */
export class BadEncodingError extends Error {
  constructor(readonly status: number) {
    super(`The answer (${status}) could not be decoded.`);
  }
}

/** Idle pooled sockets close after this, below the usual 5 s server keep-alive, so none is reused as it closes. */
const IDLE_MS = 4_000;

const agentOptions = { keepAlive: true, timeout: IDLE_MS, maxSockets: 64, lookup: guardedLookup };
const agents = { "http:": new http.Agent(agentOptions), "https:": new https.Agent(agentOptions) };

const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  "x-gzip": promisify(zlib.gunzip),
  // "deflate" is zlib-wrapped by the standard, raw in many servers: both are read.
  deflate: (b) => inflate(b).catch(() => inflateRaw(b)),
  br: promisify(zlib.brotliDecompress),
};

async function decode(raw: Buffer, encoding: string | undefined, status: number): Promise<string> {
  const name = encoding?.trim().toLowerCase();
  if (!name || name === "identity" || raw.length === 0) return raw.toString("utf8");
  const decoder = decoders[name];
  if (!decoder) throw new BadEncodingError(status);
  try {
    return (await decoder(raw)).toString("utf8");
  } catch {
    throw new BadEncodingError(status);
  }
}

/**
 * Sends one request and reads the whole answer. Rejects with a `TimeoutError` when `timeoutMs` passes first,
 * with the socket's error when the service cannot be reached, and with `BadEncodingError` for a body that
 * does not decode.
 */
export function exchange(url: URL, req: Exchange): Promise<Answer> {
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return Promise.reject(new Error(`unsupported protocol ${url.protocol}`));
  try {
    checkLiteralHost(url);
  } catch (err) {
    return Promise.reject(err);
  }
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(req.timeoutMs);
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br", ...req.headers };
  if (req.body !== undefined) headers["content-length"] = String(Buffer.byteLength(req.body));
  return new Promise<Answer>((resolve, reject) => {
    const fail = (e: unknown) => reject(signal.aborted ? signal.reason : e);
    const outgoing = client.request(url, { method: req.method, headers, agent, signal }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", fail);
      res.on("end", () => {
        if (!res.complete) return fail(new Error("the connection closed before the answer ended"));
        const status = res.statusCode ?? 0;
        const header = res.headers["retry-after"];
        decode(Buffer.concat(chunks), res.headers["content-encoding"], status).then(
          (text) =>
            resolve({
              status,
              retryAfter: Array.isArray(header) ? header[0] : header,
              location: res.headers.location,
              text,
            }),
          reject,
        );
      });
    });
    outgoing.on("error", fail);
    outgoing.end(req.body);
  });
}
