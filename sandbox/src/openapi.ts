import type { Hono } from "hono";
import { errorEnvelope } from "../../lib/schemas/common";
import { REGIONS } from "./core/apps";
import { type AnyRoute, API_PREFIX, API_SOURCE } from "./http/route";
import { renderDocsPage } from "./openapi-html";
import {
  type JsonSchema,
  type OpenApiDocument,
  objectFields,
  type SchemaProblem,
  toSchema,
} from "./openapi-schema";

export const openApiPath = (route: Pick<AnyRoute, "api" | "path">) =>
  (API_PREFIX[route.api] + route.path).replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const operationId = (route: AnyRoute) =>
  `${route.api}_${route.method}${route.path.replace(/:([A-Za-z0-9_]+)/g, "by_$1").replace(/[^A-Za-z0-9]+/g, "_")}`.replace(
    /_+$/,
    "",
  );

const ERROR_RESPONSE = { $ref: "#/components/responses/Error" };

export function buildOpenApi(routes: AnyRoute[]): { doc: OpenApiDocument; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const schemas: Record<string, JsonSchema> = {};
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    info: {
      title: "Chat and calls sandbox",
      version: "3",
      description:
        "Local implementation of the hosted chat, calls and management APIs, plus sandbox control endpoints. " +
        "See /docs for a readable reference.",
    },
    servers: [{ url: "/", description: "This sandbox" }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths: {},
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "apikey", description: "The app's REST API key." },
        mgmtKey: { type: "apiKey", in: "header", name: "key", description: "Management API key." },
        mgmtSecret: { type: "apiKey", in: "header", name: "secret", description: "Management API secret." },
        basicAuth: {
          type: "http",
          scheme: "basic",
          description: "The management key as the user name and the secret as the password.",
        },
      },
      parameters: {
        region: {
          name: "region",
          in: "path",
          required: true,
          description: "Region of the app.",
          schema: { type: "string", enum: [...REGIONS] },
        },
        appId: {
          name: "appId",
          in: "path",
          required: true,
          description: "App id.",
          schema: { type: "string" },
        },
      },
      responses: {
        Error: {
          description:
            "Error: `{error: {message, devMessage, source, code, details?}}` (400, 401, 403, 404, 409, 429, 500).",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
      schemas,
    },
  };
  schemas.Error = toSchema(errorEnvelope, "output", "Error", schemas, problems, {
    operation: "Error",
    where: "body",
  });
  for (const route of routes) {
    const path = openApiPath(route);
    const item = doc.paths[path] ?? {};
    item[route.method] = operation(route, schemas, problems);
    doc.paths[path] = item;
  }
  return { doc, problems };
}

function operation(
  route: AnyRoute,
  schemas: Record<string, JsonSchema>,
  problems: SchemaProblem[],
): JsonSchema {
  const id = operationId(route);
  const convert = (s: Parameters<typeof toSchema>[0], io: "input" | "output", where: string) =>
    toSchema(s, io, `${id}_${where}`, schemas, problems, { operation: id, where });
  const parameters: JsonSchema[] = [];
  if (route.api !== "mgmt") {
    parameters.push({ $ref: "#/components/parameters/region" }, { $ref: "#/components/parameters/appId" });
  }
  if (route.params) {
    for (const f of objectFields(convert(route.params, "input", "params"))) {
      // region and appId of app routes are already declared once, from components.
      if (route.api !== "mgmt" && (f.name === "region" || f.name === "appId")) continue;
      parameters.push({ name: f.name, in: "path", required: true, schema: f.schema });
    }
  }
  if (route.query) {
    for (const f of objectFields(convert(route.query, "input", "query"))) {
      parameters.push({ name: f.name, in: "query", required: f.required, schema: f.schema });
    }
  }
  if (route.api !== "mgmt" && route.onBehalfOf) {
    parameters.push({
      name: "onBehalfOf",
      in: "header",
      required: route.onBehalfOf === "required",
      description: "uid of the user the request acts for.",
      schema: { type: "string" },
    });
  }
  const op: JsonSchema = {
    operationId: id,
    summary: route.summary,
    tags: [route.tag],
    parameters,
    security:
      route.api === "mgmt"
        ? [route.basicAuth ? { basicAuth: [] } : { mgmtKey: [], mgmtSecret: [] }]
        : [{ apiKey: [] }],
    responses: {
      "200": {
        description: "Success.",
        content: {
          "application/json": { schema: route.response ? convert(route.response, "output", "response") : {} },
        },
      },
      default: ERROR_RESPONSE,
    },
    "x-source": API_SOURCE[route.api],
    "x-rate-limit-class": route.limit ?? "standard",
  };
  if (route.api !== "mgmt" && route.authOnly) op["x-auth-only-key-allowed"] = true;
  if (route.body) {
    const body = convert(route.body, "input", "body");
    op.requestBody = {
      required: Array.isArray(body.required) && body.required.length > 0,
      content: { [route.form ? "multipart/form-data" : "application/json"]: { schema: body } },
    };
  }
  return op;
}

// biome-ignore lint/suspicious/noExplicitAny: any Hono env.
export function registerDocs(hono: Hono<any>, routes: AnyRoute[]) {
  // Built on first request: the routes never change while the server runs.
  let built: OpenApiDocument | undefined;
  let page: string | undefined;
  const doc = () => {
    built ??= buildOpenApi(routes).doc;
    return built;
  };
  hono.get("/openapi.json", (c) => c.json(doc()));
  hono.get("/docs", (c) => {
    page ??= renderDocsPage(doc());
    return c.html(page);
  });
}
