import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/** The document /openapi.json answers and the docs page draws. */
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Record<string, unknown>;
  servers: { url: string; description: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    securitySchemes: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    schemas: Record<string, JsonSchema>;
  };
}

export interface SchemaProblem {
  operation: string;
  where: string;
  error: string;
}

/** Local `$defs` are hoisted into `components.schemas`: inside an OpenAPI document `#` means its root. */
export function toSchema(
  schema: z.ZodType,
  io: "input" | "output",
  name: string,
  components: Record<string, JsonSchema>,
  problems: SchemaProblem[],
  where: { operation: string; where: string },
): JsonSchema {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  } catch (e) {
    problems.push({ ...where, error: e instanceof Error ? e.message : String(e) });
    return { description: "This schema could not be described." };
  }
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  const rename = (ref: string) => {
    if (ref === "#") return `#/components/schemas/${name}`;
    const m = /^#\/\$defs\/(.+)$/.exec(ref);
    return m ? `#/components/schemas/${name}_${m[1]}` : ref;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === "$ref" && typeof v === "string" ? rename(v) : rewrite(v);
    return out;
  };
  const root = rewrite(json) as JsonSchema;
  if (defs) {
    for (const [k, v] of Object.entries(defs)) components[`${name}_${k}`] = rewrite(v) as JsonSchema;
  }
  if (JSON.stringify(root).includes(`"#/components/schemas/${name}"`)) {
    components[name] = root;
    return { $ref: `#/components/schemas/${name}` };
  }
  return root;
}

export function objectFields(schema: JsonSchema): { name: string; required: boolean; schema: JsonSchema }[] {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({ name, required: required.has(name), schema: s }));
}
