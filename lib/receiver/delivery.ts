import type { IncomingMessage } from "node:http";
import { decodeUtf8, type HeaderReader, ReceiveError, readLimited, tooLarge } from "./envelope";

export interface Delivery {
  headers: HeaderReader;
  text(limit: number): Promise<string>;
}

export function deliveryFromRequest(req: Request): Delivery {
  return { headers: req.headers, text: (limit) => readLimited(req, limit) };
}

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

/** Past the limit the rest is drained, so the connection can still answer 413. */
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
