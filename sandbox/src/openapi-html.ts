import type { JsonSchema, OpenApiDocument } from "./openapi-schema";

const esc = (s: unknown) =>
  String(s).replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

type Resolver = (node: JsonSchema) => JsonSchema;

function resolver(doc: OpenApiDocument): Resolver {
  return (node) => {
    let n = node;
    for (let i = 0; i < 5 && typeof n.$ref === "string"; i++) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(n.$ref) ?? [];
      const table = (doc.components as unknown as Record<string, Record<string, JsonSchema>>)[section ?? ""];
      n = table?.[name ?? ""] ?? {};
    }
    return n;
  };
}

function typeOf(s: JsonSchema, resolve: Resolver): string {
  const r = resolve(s);
  if (Array.isArray(r.enum)) return r.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (r.const !== undefined) return JSON.stringify(r.const);
  const alts = (r.anyOf ?? r.oneOf) as JsonSchema[] | undefined;
  if (alts) return [...new Set(alts.map((a) => typeOf(a, resolve)))].join(" or ");
  if (r.type === "array") return `array of ${r.items ? typeOf(r.items as JsonSchema, resolve) : "any"}`;
  if (Array.isArray(r.type)) return r.type.join(" or ");
  return typeof r.type === "string" ? r.type : "any";
}

function notes(s: JsonSchema): string {
  const out: string[] = [];
  const add = (label: string, v: unknown) =>
    v !== undefined && out.push(`${label} ${typeof v === "string" ? v : JSON.stringify(v)}`);
  add("min", s.minimum);
  add("max", s.maximum);
  add("min length", s.minLength);
  add("max length", s.maxLength);
  add("at most", s.maxItems !== undefined ? `${s.maxItems} items` : undefined);
  add("pattern", s.pattern);
  add("format", s.format);
  add("default", s.default);
  if (typeof s.description === "string") out.push(s.description);
  return out.join("; ");
}

interface Row {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

function fieldRows(schema: JsonSchema, resolve: Resolver, prefix = "", depth = 0, rows: Row[] = []): Row[] {
  const s = resolve(schema);
  const alts = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alts && depth < 4) {
    for (const a of alts) fieldRows(a, resolve, prefix, depth + 1, rows);
    return rows;
  }
  if (s.type === "array" && s.items && depth < 5)
    return fieldRows(s.items as JsonSchema, resolve, `${prefix}[]`, depth + 1, rows);
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (!props || depth > 5 || rows.length > 80) return rows;
  const required = new Set((s.required ?? []) as string[]);
  for (const [name, child] of Object.entries(props)) {
    const full = prefix ? `${prefix}.${name}` : name;
    if (rows.some((r) => r.name === full)) continue;
    const c = resolve(child);
    rows.push({ name: full, type: typeOf(c, resolve), required: required.has(name), notes: notes(c) });
    fieldRows(c, resolve, full, depth + 1, rows);
  }
  return rows;
}

function table(rows: Row[], head: string): string {
  if (rows.length === 0) return "";
  const body = rows
    .map(
      (r) =>
        `<tr><td><code>${esc(r.name)}</code></td><td>${esc(r.type)}</td><td>${r.required ? "yes" : ""}</td><td>${esc(r.notes)}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>${esc(head)}</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${body}</tbody></table>`;
}

function operationHtml(path: string, method: string, op: JsonSchema, resolve: Resolver): string {
  const params = ((op.parameters ?? []) as JsonSchema[]).map(resolve);
  const paramRows = params.map((p) => ({
    name: `${p.name} (${p.in})`,
    type: typeOf((p.schema ?? {}) as JsonSchema, resolve),
    required: p.required === true,
    notes: [p.description, notes(resolve((p.schema ?? {}) as JsonSchema))].filter(Boolean).join("; "),
  }));
  const security = (op.security as Record<string, unknown>[])[0] ?? {};
  const auth =
    "apiKey" in security ? "header <code>apikey</code>" : "headers <code>key</code> and <code>secret</code>";
  const body = (op.requestBody as JsonSchema | undefined)?.content as
    | Record<string, { schema: JsonSchema }>
    | undefined;
  const ok = ((op.responses as Record<string, JsonSchema>)["200"]?.content ?? {}) as Record<
    string,
    { schema: JsonSchema }
  >;
  const bodyRows = body ? fieldRows(body["application/json"]?.schema ?? {}, resolve) : [];
  const answerRows = fieldRows(ok["application/json"]?.schema ?? {}, resolve);
  return `<section class="op" id="${esc(op.operationId)}">
<h3><span class="m m-${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary)}</p>
<p class="meta">Auth: ${auth}${op["x-auth-only-key-allowed"] ? " (an <code>authOnly</code> key may call it)" : ""} · rate class ${esc(op["x-rate-limit-class"])}</p>
${table(paramRows, "Parameter")}
${body ? `<h4>Request body</h4>${table(bodyRows, "Field") || "<p>Any JSON object.</p>"}` : ""}
${answerRows.length ? `<details><summary>Answer fields</summary>${table(answerRows, "Field")}</details>` : ""}
</section>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2328;background:#fff}
main{max-width:1000px;margin:0 auto;padding:24px}nav{columns:2;font-size:14px}
nav div{break-inside:avoid;margin-bottom:10px}nav a,h3 code{overflow-wrap:anywhere}
code{font:13px ui-monospace,monospace;background:#f3f4f6;padding:1px 4px;border-radius:4px}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:13px}th,td{border:1px solid #d0d7de;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f6f8fa}.op{border-top:1px solid #d0d7de;padding:8px 0}.meta{color:#57606a;font-size:13px}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.m-get{background:#0969da}.m-post{background:#1a7f37}.m-put{background:#9a6700}.m-delete{background:#cf222e}
@media (prefers-color-scheme: dark){body{background:#0d1117;color:#e6edf3}code{background:#161b22}th{background:#161b22}th,td{border-color:#30363d}}`;

const INTRO = `<h2 id="intro">Addresses, keys and conventions</h2>
<table><thead><tr><th>API</th><th>Address</th><th>Auth</th></tr></thead><tbody>
<tr><td>Chat</td><td><code>/{region}/{appId}/api/v3/…</code></td><td>header <code>apikey</code></td></tr>
<tr><td>Calls</td><td><code>/{region}/{appId}/call/v3/…</code></td><td>header <code>apikey</code></td></tr>
<tr><td>Sandbox control</td><td><code>/{region}/{appId}/sandbox/v1/…</code></td><td>header <code>apikey</code></td></tr>
<tr><td>Management</td><td><code>/mgmt/…</code></td><td>headers <code>key</code> and <code>secret</code></td></tr>
</tbody></table>
<p>Regions are <code>us</code>, <code>eu</code> and <code>in</code>; an app answers only under its own region. A new app has two keys: a
<code>fullAccess</code> "Rest API Key" and an <code>authOnly</code> "Auth Key", which may only create users and auth tokens.
The optional <code>onBehalfOf</code> header names the user a request acts for.</p>
<p>Answers are <code>{data}</code>; lists add <code>meta</code>: page lists take <code>page</code> and <code>perPage</code> (default 100, max 1000)
and answer <code>meta.pagination</code>; cursor lists take <code>limit</code>, <code>affix</code> and <code>id</code>. Timestamps are Unix seconds.
Errors answer <code>{error: {message, devMessage, source, code, details?}}</code> with 400, 401, 403, 404, 409, 429 or 500.</p>
<p><strong>Control endpoints</strong> exist only in the sandbox: <code>POST /sandbox/v1/calls</code> records a call as if it had happened
(participants' device sessions, missed or declined invitees, a recording) and fires its call events;
a session without <code>leftAt</code> keeps the call ongoing until <code>POST /sandbox/v1/calls/{sessionId}/end</code>.
<code>npm run sandbox:seed</code> fills an app with history; with <code>--live</code> it keeps producing activity through these APIs.
The machine-readable description is <a href="/openapi.json">/openapi.json</a>.</p>`;

export function renderDocsPage(doc: OpenApiDocument): string {
  const resolve = resolver(doc);
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ["Other"])[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op, resolve)]);
      // The table of contents drops the common `/{region}/{appId}` so each line stays short.
      const short = path.replace(/^\/\{region\}\/\{appId\}/, "");
      const link = `<a href="#${esc(op.operationId)}">${esc(method.toUpperCase())} ${esc(short)}</a>`;
      toc.set(tag, [...(toc.get(tag) ?? []), link]);
    }
  }
  const tagId = (t: string) => `tag-${t.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  const nav = [...toc]
    .map(
      ([t, links]) =>
        `<div><strong><a href="#${tagId(t)}">${esc(t)}</a></strong><br>${links.join("<br>")}</div>`,
    )
    .join("");
  const sections = [...byTag]
    .map(([t, ops]) => `<h2 id="${tagId(t)}">${esc(t)}</h2>${ops.join("\n")}`)
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} reference</title><style>${STYLE}</style></head>
<body><main><h1>${esc(doc.info.title)}</h1>
<p>Local implementation of the hosted chat, calls and management APIs, plus sandbox control endpoints.</p>
${INTRO}<h2>Operations</h2><nav>${nav}</nav>${sections}</main></body></html>`;
}
