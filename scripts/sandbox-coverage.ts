import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PublishedBody, PublishedOperation } from "../sandbox/src/coverage";

// `npm run sandbox:coverage` rewrites the README's table of published operations.
// `npm run sandbox:coverage -- --published <clone of cometchat/docs>` first rewrites sandbox/published-operations.json
// from the published OpenAPI files (data-import-apis.json too): their operations with path parameters, query
// parameters and request body fields.
// The root copies are read, not the ones under api/: in the snapshot this list was made from, api/chat-apis.json is
// the older file (`creates-user`, no moderation rules) and api/calls.json lacks the transcriptions operation and tags.

export const START = "<!-- published-operations:start -->";
export const END = "<!-- published-operations:end -->";
const OUT = "sandbox/published-operations.json";
// The import operations (data-import-apis.json) are chat operations; their entries name that file.
const SOURCES = [
  ["chat", "chat-apis.json"],
  ["mgmt", "management-apis.json"],
  ["calls", "calls.json"],
  ["chat", "data-import-apis.json"],
] as const;
const API_FILES = new Set(["chat-apis.json", "management-apis.json", "calls.json"]);
const METHODS = ["get", "post", "put", "patch", "delete"];

type Json = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, Json>>; components?: Record<string, Record<string, Json>> };
interface Variant {
  required: Set<string>;
  fields: Set<string>;
}

const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const sorted = (s: Iterable<string>) => [...new Set(s)].sort();

/** Resolves a local `#/components/...` reference in the file itself, else in the other published files (the chat
 * file refers to moderation schemas and parameters that only the management file defines). */
function makeResolver(doc: Doc, all: Doc[]) {
  return (ref: string): Json | undefined => {
    const [, , section, name] = ref.split("/");
    if (!section || !name) return undefined;
    for (const d of [doc, ...all.filter((x) => x !== doc)]) {
      const hit = d.components?.[section]?.[name];
      if (isObj(hit)) return hit;
    }
    return undefined;
  };
}

/** The top-level shapes a body schema allows: one variant, or one per `oneOf`/`anyOf` branch. */
function variants(
  schema: Json,
  resolve: (r: string) => Json | undefined,
  missing: Set<string>,
  depth = 0,
): Variant[] {
  if (depth > 20) return [{ required: new Set(), fields: new Set() }];
  const next = (s: unknown) => (isObj(s) ? variants(s, resolve, missing, depth + 1) : []);
  if (typeof schema.$ref === "string") {
    const target = resolve(schema.$ref);
    if (!target) missing.add(schema.$ref);
    return target ? next(target) : [{ required: new Set(), fields: new Set() }];
  }
  const own: Variant = { required: new Set(), fields: new Set() };
  for (const r of Array.isArray(schema.required) ? schema.required : []) own.required.add(String(r));
  const parts: Json[] = [];
  for (const [key, prop] of Object.entries(isObj(schema.properties) ? schema.properties : {})) {
    // The published files wrap every reference as `properties: {"": {$ref}}`: the referenced schema is the object.
    if (key === "" && isObj(prop)) parts.push(prop);
    else own.fields.add(key);
  }
  let out: Variant[] = [own];
  const merge = (a: Variant, b: Variant): Variant => ({
    required: new Set([...a.required, ...b.required]),
    fields: new Set([...a.fields, ...b.fields]),
  });
  for (const part of [...parts, ...(Array.isArray(schema.allOf) ? schema.allOf : [])]) {
    const vs = next(part);
    out = out.flatMap((a) => vs.map((b) => merge(a, b)));
  }
  const alternatives = [schema.oneOf, schema.anyOf].filter(Array.isArray).flat();
  if (alternatives.length > 0) out = out.flatMap((a) => alternatives.flatMap(next).map((b) => merge(a, b)));
  return out;
}

function exampleFields(content: Json, resolve: (r: string) => Json | undefined): string[] {
  const values: unknown[] = [content.example, isObj(content.schema) ? content.schema.example : undefined];
  for (const ex of Object.values(isObj(content.examples) ? content.examples : {})) {
    const e = isObj(ex) && typeof ex.$ref === "string" ? resolve(ex.$ref) : ex;
    if (isObj(e)) values.push(e.value);
  }
  return sorted(values.filter(isObj).flatMap((v) => Object.keys(v)));
}

function body(
  op: Json,
  resolve: (r: string) => Json | undefined,
  missing: Set<string>,
): PublishedBody | undefined {
  const rb =
    isObj(op.requestBody) && typeof op.requestBody.$ref === "string"
      ? resolve(op.requestBody.$ref)
      : op.requestBody;
  const content = isObj(rb) && isObj(rb.content) ? rb.content : undefined;
  if (!content) return undefined;
  const all: Variant[] = [];
  const examples: string[] = [];
  for (const media of Object.values(content).filter(isObj)) {
    if (isObj(media.schema)) all.push(...variants(media.schema, resolve, missing));
    examples.push(...exampleFields(media, resolve));
  }
  const required = [...(all[0]?.required ?? [])].filter((f) => all.every((v) => v.required.has(f)));
  const out: PublishedBody = {
    contentTypes: Object.keys(content).sort(),
    required: sorted(required),
    fields: sorted(all.flatMap((v) => [...v.fields])),
  };
  const distinct = [
    ...new Map(all.map((v) => [JSON.stringify([sorted(v.required), sorted(v.fields)]), v] as const)).values(),
  ];
  if (distinct.length > 1) {
    out.variants = distinct.map((v) => ({ required: sorted(v.required), fields: sorted(v.fields) }));
  }
  if (examples.length > 0) out.exampleFields = sorted(examples);
  return out;
}

function operations(
  api: PublishedOperation["api"],
  file: string,
  doc: Doc,
  all: Doc[],
): PublishedOperation[] {
  const resolve = makeResolver(doc, all);
  const out: PublishedOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item).filter((m) => METHODS.includes(m) && isObj(item[m]))) {
      const op = item[method] as Json;
      const missing = new Set<string>();
      const params = [item.parameters, op.parameters].filter(Array.isArray).flat().filter(isObj);
      const query: PublishedOperation["query"] = [];
      for (const raw of params) {
        const p = typeof raw.$ref === "string" ? resolve(raw.$ref) : raw;
        if (!p) missing.add(String(raw.$ref));
        if (p?.in !== "query" || query.some((q) => q.name === p.name)) continue;
        query.push({ name: String(p.name), required: p.required === true });
      }
      const entry: PublishedOperation = {
        api,
        ...(API_FILES.has(file) ? {} : { file }),
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId),
        tag: String((op.tags as unknown[] | undefined)?.[0] ?? ""),
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
        query,
      };
      const b = body(op, resolve, missing);
      if (b) entry.body = b;
      if (missing.size > 0) entry.unresolved = sorted(missing);
      out.push(entry);
    }
  }
  return out;
}

/** Every operation of the published files, with what a request may carry. */
function publishedOperations(docs: Record<string, Doc>): PublishedOperation[] {
  const all = Object.values(docs);
  return SOURCES.flatMap(([api, file]) => operations(api, file, docs[file] as Doc, all));
}

const flag = process.argv.indexOf("--published");
if (flag >= 0) {
  const dir = process.argv[flag + 1];
  if (!dir) throw new Error("--published takes the folder of a clone of cometchat/docs");
  const docs = Object.fromEntries(
    SOURCES.map(([, file]) => [file, JSON.parse(readFileSync(join(dir, file), "utf8")) as Doc]),
  );
  writeFileSync(OUT, `${JSON.stringify(publishedOperations(docs))}\n`);
  execFileSync("node_modules/.bin/biome", ["format", "--write", OUT], { stdio: "inherit" });
  console.log(`${OUT}: written from ${dir}.`);
}

// Read after the file above is rewritten: the table counts the operations it now lists.
const { coverageTable } = await import("../sandbox/src/coverage");
const { ALL_CONTRACTS } = await import("../lib/contract");
const readme = readFileSync("README.md", "utf8");
const from = readme.indexOf(START);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error(`README.md has no ${START} … ${END} section`);
writeFileSync(
  "README.md",
  `${readme.slice(0, from + START.length)}\n${coverageTable(ALL_CONTRACTS)}\n${readme.slice(to)}`,
);
console.log("README.md: the table of published operations is current.");
