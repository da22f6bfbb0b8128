import type { IncomingMessage } from "node:http";
import { decodeUtf8, type HeaderReader, ReceiveError, readLimited, tooLarge } from "./envelope";

/** One webhook delivery as the receiver reads it, whatever carried it. */
export interface Delivery {
  headers: HeaderReader;
  /** The body as text: ReceiveError 413 past `limit` bytes, 400 when it is not UTF-8. */
  text(limit: number): Promise<string>;
}

/** A delivery that arrived as a fetch `Request` (Next's route handler). */
export function deliveryFromRequest(req: Request): Delivery {
  return { headers: req.headers, text: (limit) => readLimited(req, limit) };
}

/** Node's parsed headers (lower-case names; repeated ones joined as `Headers` joins them). */
function nodeHeaders(raw: IncomingMessage["headers"]): HeaderReader {
  const value = (v: string | string[] | undefined) =>
    v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
  return {
    get: (name) => value(raw[name.toLowerCase()]),
    forEach(callback) {
      for (const [name, v] of Object.entries(raw)) {
        const joined = value(v);
        if (joined !== null) callback(joined, name);
      }
    },
  };
}

/**
 * A delivery read straight from Node's request (the production server's fast path): no fetch `Request`,
 * stream or abort signal is made for it. A declared Content-Length over the limit is refused before
 * reading; a body that streams past it stops being kept as soon as it does (the rest is drained, so the
 * connection can answer 413).
 */
export function deliveryFromIncoming(req: IncomingMessage): Delivery {
  return {
    headers: nodeHeaders(req.headers),
    text(limit) {
      const declared = req.headers["content-length"];
      if (declared !== undefined && Number(declared) > limit) {
        req.resume();
        return Promise.reject(tooLarge(limit));
      }
      return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const onData = (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > limit) {
            req.off("data", onData);
            req.resume();
            reject(tooLarge(limit));
          } else chunks.push(chunk);
        };
        req.on("data", onData);
        req.once("end", () => {
          if (size > limit) return;
          try {
            resolve(decodeUtf8(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
          } catch (err) {
            reject(err);
          }
        });
        const cut = () => reject(new ReceiveError(400, "incomplete_body", "The body ended early."));
        req.once("error", cut);
        req.once("aborted", cut);
      });
    },
  };
}
