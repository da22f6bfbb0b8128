// The in-memory peer of bench:list-scale: Hono on Node answering each captured page from memory. The page is
// serialised per request, as any live handler's answer is; nothing else is done (no key, no store). A page read
// as a user is kept under its path and `#<onBehalfOf>`.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: memory-peer <pages.json> <port>");
const pages = new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>));

const app = new Hono();
app.get("*", (c) => {
  const url = new URL(c.req.url);
  const onBehalfOf = c.req.header("onBehalfOf");
  const page = pages.get(url.pathname + url.search + (onBehalfOf ? `#${onBehalfOf}` : ""));
  return page === undefined ? c.json({ error: { code: "ERR_NOT_FOUND" } }, 404) : c.json(page);
});
serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => console.log("ready"));
