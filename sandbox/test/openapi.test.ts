import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appRoute } from "../src/http/route";
import { ALL_ROUTES } from "../src/modules";
import { buildOpenApi, openApiPath } from "../src/openapi";
import { makeSandbox } from "./harness";

const doc = buildOpenApi(ALL_ROUTES).doc;

describe("GET /openapi.json", () => {
  it("answers an OpenAPI 3.1 document with paths, components and security schemes", async () => {
    const s = makeSandbox();
    const res = await s.hono.request("/openapi.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as typeof doc;
    expect(body.openapi).toBe("3.1.0");
    expect(body.info.title).toEqual(expect.any(String));
    expect(Object.keys(body.paths).length).toBeGreaterThan(0);
    expect(body.components.securitySchemes.apiKey).toEqual({
      type: "apiKey",
      in: "header",
      name: "apikey",
      description: expect.any(String),
    });
    expect(body.components.securitySchemes.mgmtKey).toMatchObject({ in: "header", name: "key" });
    expect(body.components.securitySchemes.mgmtSecret).toMatchObject({ in: "header", name: "secret" });
    expect(body.components.schemas.Error).toMatchObject({ type: "object", required: ["error"] });
    expect(body).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("lists every route under its API prefix with its method, summary and tag", () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(0);
    for (const route of ALL_ROUTES) {
      const path = openApiPath(route);
      expect(path).not.toContain(":");
      const op = doc.paths[path]?.[route.method];
      expect(op, `${route.method} ${path}`).toBeDefined();
      expect(op?.summary).toBe(route.summary);
      expect(op?.tags).toEqual([route.tag]);
      expect(doc.tags.map((t) => t.name)).toContain(route.tag);
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(ALL_ROUTES.length);
  });

  it("converts Hono params to OpenAPI form under each prefix", () => {
    expect(openApiPath({ api: "chat", path: "/users/:uid/auth_tokens/:authToken" })).toBe(
      "/{region}/{appId}/api/v3/users/{uid}/auth_tokens/{authToken}",
    );
    expect(openApiPath({ api: "calls", path: "/calls/:sessionId" })).toBe(
      "/{region}/{appId}/call/v3/calls/{sessionId}",
    );
    expect(openApiPath({ api: "sandbox", path: "/calls" })).toBe("/{region}/{appId}/sandbox/v1/calls");
    expect(openApiPath({ api: "mgmt", path: "/apps/:appId" })).toBe("/mgmt/apps/{appId}");
  });

  it("declares every path parameter, the auth scheme per API and the error as default answer", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        expect(ids.has(op.operationId as string)).toBe(false);
        ids.add(op.operationId as string);
        const params = op.parameters as { name?: string; in?: string; $ref?: string }[];
        const names = params.map((p) => p.name ?? p.$ref?.split("/").pop());
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) expect(names, `${path} ${name}`).toContain(name);
        const keys = params.map((p) => `${p.in ?? "path"}:${p.name ?? p.$ref}`);
        expect(new Set(keys).size, `${path} parameters are unique`).toBe(keys.length);
        expect((op.responses as Record<string, unknown>).default).toEqual({
          $ref: "#/components/responses/Error",
        });
        // POST /tenants alone is published with HTTP Basic.
        expect(op.security).toEqual(
          path === "/mgmt/tenants"
            ? [{ basicAuth: [] }]
            : path.startsWith("/mgmt")
              ? [{ mgmtKey: [], mgmtSecret: [] }]
              : [{ apiKey: [] }],
        );
      }
    }
  });

  it("documents onBehalfOf where the route takes it, required or not", () => {
    for (const route of ALL_ROUTES) {
      const op = doc.paths[openApiPath(route)]?.[route.method];
      const header = ((op?.parameters ?? []) as { name?: string; in?: string; required?: boolean }[]).find(
        (p) => p.name === "onBehalfOf",
      );
      const mode = route.api === "mgmt" ? undefined : route.onBehalfOf;
      if (!mode) expect(header).toBeUndefined();
      else expect(header).toEqual(expect.objectContaining({ in: "header", required: mode === "required" }));
    }
  });

  it("converts every current route's schemas (transforms included) without a problem", () => {
    const { problems } = buildOpenApi(ALL_ROUTES);
    expect(problems).toEqual([]);
    for (const route of ALL_ROUTES) {
      const op = doc.paths[openApiPath(route)]?.[route.method] as Record<string, unknown>;
      if (route.body)
        expect(op.requestBody).toMatchObject({
          content: {
            [route.form ? "multipart/form-data" : "application/json"]: { schema: expect.any(Object) },
          },
        });
      const ok = (op.responses as Record<string, { content: Record<string, { schema: unknown }> }>)["200"];
      expect(ok?.content["application/json"]?.schema).toEqual(expect.any(Object));
    }
    const text = JSON.stringify(doc);
    for (const [, section, name] of text.matchAll(/"#\/components\/(\w+)\/([^"]+)"/g)) {
      const table = (doc.components as unknown as Record<string, Record<string, unknown>>)[section as string];
      expect(table?.[name as string], `${section}/${name}`).toBeDefined();
    }
  });

  it("documents query parameters as accepted on the wire and answers as produced", () => {
    const route = appRoute({
      api: "chat",
      method: "post",
      path: "/things/:id",
      summary: "A test route",
      tag: "Test",
      params: z.object({ id: z.string().transform((s) => s.toLowerCase()) }),
      query: z.object({ page: z.string().regex(/^\d+$/).transform(Number).optional(), q: z.string() }),
      body: z.object({ when: z.date(), n: z.number().int().max(5) }),
      response: z.object({ data: z.object({ count: z.string().transform(Number) }) }),
      onBehalfOf: "required",
      handler: () => ({}),
    });
    const { doc: d, problems } = buildOpenApi([route]);
    expect(problems).toEqual([]);
    const op = d.paths["/{region}/{appId}/api/v3/things/{id}"]?.post as Record<string, unknown>;
    const params = op.parameters as { name?: string; in?: string; required?: boolean; schema?: unknown }[];
    expect(params.find((p) => p.name === "page")).toEqual({
      name: "page",
      in: "query",
      required: false,
      schema: { type: "string", pattern: "^\\d+$" },
    });
    expect(params.find((p) => p.name === "q")?.required).toBe(true);
    expect(params.find((p) => p.name === "onBehalfOf")?.required).toBe(true);
    expect(op.requestBody).toMatchObject({ required: true });
    const answer = (
      op.responses as Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>
    )["200"]?.content["application/json"]?.schema;
    // Output side of a transform is unrepresentable: documented as "any" rather than crashing.
    expect(answer).toMatchObject({ type: "object", properties: { data: { type: "object" } } });
  });
});

describe("GET /docs", () => {
  it("answers a self-contained HTML page listing every operation", async () => {
    const s = makeSandbox();
    const res = await s.hono.request("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).not.toMatch(/<script|<link[^>]+stylesheet|https?:\/\/(?!127\.0\.0\.1)[^"'<\s]*\.(js|css)/);
    for (const route of ALL_ROUTES) {
      const path = openApiPath(route).replace(/&/g, "&amp;");
      expect(html, path).toContain(`<code>${path}</code>`);
      expect(html).toContain(`>${route.method.toUpperCase()}</span>`);
    }
    for (const tag of new Set(ALL_ROUTES.map((r) => r.tag))) expect(html).toContain(`>${tag}</h2>`);
    expect(html).toContain("sandbox/v1/calls/{sessionId}/end");
    expect(html).toContain("<code>apikey</code>");
  });
});
