import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorEnvelope } from "../../lib/schemas/common";
import { type AnyRoute, API_PREFIX } from "../src/http/route";
import { ALL_ROUTES } from "../src/modules";
import { addCallPeople, callA, recordCall } from "./call-fixtures";
import { sendText } from "./chat-helpers";
import { makeSandbox, type Sandbox } from "./harness";

/** Row counts of every table, to prove a refused request wrote nothing. */
function tableCounts(s: Sandbox) {
  const tables = s.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (s.db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
    ]),
  );
}

/** A sandbox holding one of everything, and the valid value of every path parameter. */
async function populated() {
  const s = makeSandbox();
  addCallPeople(s);
  const messageId = await sendText(s, "alice", "bob", "hello");
  await s.chat("POST", `/messages/${messageId}/reactions/:smile:`, { onBehalfOf: "bob" });
  const sessionId = await recordCall(s, callA);
  await s.mgmt("POST", `/apps/${s.app.id}/webhooks`, {
    body: { id: "hook1", name: "Hook", webhookURL: "https://example.com/hook" },
  });
  const token = await s.chat("POST", "/users/alice/auth_tokens", { body: {} });
  const params: Record<string, string> = {
    region: "us",
    appId: s.app.id,
    uid: "alice",
    guid: "team",
    id: messageId,
    reaction: ":smile:",
    conversationId: "alice_user_bob",
    sessionId,
    apiKey: s.authKey,
    authToken: token.json.data.authToken,
    webhookId: "hook1",
  };
  return { s, params };
}

function urlOf(route: AnyRoute, params: Record<string, string>) {
  return (API_PREFIX[route.api] + route.path).replace(/:(\w+)/g, (_, name: string) => params[name] ?? "x");
}

/** Keys of an object schema, looking through pipes, defaults and refinements. */
function shapeKeys(schema: unknown): string[] {
  let cur = schema as z.ZodType | undefined;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur instanceof z.ZodObject) return Object.keys(cur.shape);
    // biome-ignore lint/suspicious/noExplicitAny: walking zod's internal definition to find the object.
    const def = (cur as any)._zod?.def;
    cur = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

const HUGE = "x".repeat(70_000);
const BAD_SEGMENTS = [
  "no-such-thing",
  "%20sp%20ace",
  "%E2%9C%93",
  "caf%C3%A9",
  "%25",
  "%E0%A4%A",
  "a".repeat(300),
];
const BAD_QUERY_VALUES = ["abc", "-1", "0", "1.5", "99999999999999999999", "", "%00", "true,false"];
const RAW_BODIES = ["{", "[]", "null", '"x"', "12", "true", `{"a":${"[".repeat(50)}`];
const FIELD_VALUES: unknown[] = [123, HUGE, null, [], {}, true, -1, [HUGE], { a: HUGE }];

interface Probe {
  what: string;
  url: string;
  rawBody?: string;
  body?: unknown;
  onBehalfOf?: string;
}

function probesFor(route: AnyRoute, params: Record<string, string>): Probe[] {
  const url = urlOf(route, params);
  const probes: Probe[] = [];
  for (const name of Object.keys(params)) {
    if (!route.path.includes(`:${name}`)) continue;
    for (const seg of BAD_SEGMENTS) {
      probes.push({
        what: `param ${name}=${seg.slice(0, 20)}`,
        url: urlOf(route, { ...params, [name]: seg }),
      });
    }
  }
  for (const key of shapeKeys(route.query)) {
    for (const v of BAD_QUERY_VALUES) probes.push({ what: `query ${key}=${v}`, url: `${url}?${key}=${v}` });
    probes.push({ what: `query ${key} twice`, url: `${url}?${key}=1&${key}=2` });
  }
  if (route.method !== "get") {
    for (const raw of RAW_BODIES) probes.push({ what: `body ${raw.slice(0, 10)}`, url, rawBody: raw });
    probes.push({ what: "body 70 KB string", url, body: HUGE });
    for (const key of shapeKeys(route.body)) {
      for (const v of FIELD_VALUES) {
        probes.push({ what: `field ${key}=${JSON.stringify(v).slice(0, 12)}`, url, body: { [key]: v } });
      }
    }
  }
  if (route.api !== "mgmt" && "onBehalfOf" in route && route.onBehalfOf) {
    for (const who of ["nobody-here", "a b", "x".repeat(300), "caf\u00e9", "%41LICE"]) {
      probes.push({ what: "unknown onBehalfOf", url, onBehalfOf: who });
    }
  }
  return probes;
}

describe("every route survives bad input", () => {
  for (const route of ALL_ROUTES) {
    it(`${route.method.toUpperCase()} ${route.api} ${route.path}: never 500, refusals write nothing`, async () => {
      const { s, params } = await populated();
      for (const probe of probesFor(route, params)) {
        const before = tableCounts(s);
        const headers: Record<string, string> =
          route.api === "mgmt" ? { key: "test-mgmt-key", secret: "test-mgmt-secret" } : {};
        const res = await s.raw(route.method.toUpperCase(), probe.url, {
          rawBody: probe.rawBody,
          body: probe.body,
          onBehalfOf: probe.onBehalfOf,
          headers,
          apikey: route.api === "mgmt" ? null : undefined,
        });
        const label = `${probe.what} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
        expect(res.status, label).toBeLessThan(500);
        expect(res.headers.get("X-Rate-Limit"), label).toMatch(/^\d+$/);
        if (res.status >= 400) {
          expect(errorEnvelope.safeParse(res.json).success, label).toBe(true);
          expect(tableCounts(s), label).toEqual(before);
        }
        if (probe.what === "unknown onBehalfOf") {
          expect([res.status, res.json.error?.code], label).toEqual([404, "ERR_UID_NOT_FOUND"]);
        }
      }
    });
  }
});
