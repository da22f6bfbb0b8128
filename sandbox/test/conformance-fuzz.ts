import { describe, expect, it } from "vitest";
import { errorEnvelope } from "../../lib/schemas/common";
import type { AnyRoute } from "../src/http/route";
import { populated, shapeKeys, tableCounts, urlOf } from "./conformance-helpers";

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
/** A list longer than SQLite's bound-variable limit. */
const HUGE_LIST = Array.from({ length: 40_000 }, (_, i) => `t${i}`).join(",");
const BAD_QUERY_VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "",
  "%00",
  "true,false",
  HUGE_LIST,
];
/** Valid JSON nested far deeper than any stack-bound serializer survives. */
const DEEP = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
const RAW_BODIES = ["{", "[]", "null", '"x"', "12", "true", `{"a":${"[".repeat(50)}`, DEEP];
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
    for (const v of BAD_QUERY_VALUES) {
      probes.push({ what: `query ${key}=${v.slice(0, 20)}`, url: `${url}?${key}=${v}` });
    }
    probes.push({ what: `query ${key} twice`, url: `${url}?${key}=1&${key}=2` });
  }
  if (shapeKeys(route.query).includes("page")) {
    probes.push({ what: "last safe page", url: `${url}?page=${Number.MAX_SAFE_INTEGER}&perPage=1000` });
  }
  if (route.method !== "get") {
    for (const raw of RAW_BODIES) probes.push({ what: `body ${raw.slice(0, 10)}`, url, rawBody: raw });
    probes.push({ what: "body 70 KB string", url, body: HUGE });
    for (const key of shapeKeys(route.body)) {
      for (const v of FIELD_VALUES) {
        probes.push({ what: `field ${key}=${JSON.stringify(v).slice(0, 12)}`, url, body: { [key]: v } });
      }
      probes.push({ what: `field ${key} deeply nested`, url, rawBody: `{"${key}":{"a":${DEEP}}}` });
    }
  }
  if (route.api !== "mgmt" && "onBehalfOf" in route && route.onBehalfOf) {
    for (const who of ["nobody-here", "a b", "x".repeat(300), "caf\u00e9", "%41LICE"]) {
      probes.push({ what: "unknown onBehalfOf", url, onBehalfOf: who });
    }
  }
  return probes;
}

/**
 * For each route: a populated app, then every probe of bad input; never a 500, each refusal in the error envelope
 * and changing nothing. The routes are split over two test files so the two test workers share the work.
 */
export function fuzzRoutes(routes: readonly AnyRoute[]) {
  describe("every route survives bad input", () => {
    for (const route of routes) {
      it(`${route.method.toUpperCase()} ${route.api} ${route.path}: never 500, refusals write nothing`, async () => {
        const { s, params } = await populated();
        // The counts after one probe are the counts before the next: the store is counted once per probe.
        let before = tableCounts(s);
        for (const probe of probesFor(route, params)) {
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
          const after = tableCounts(s);
          if (res.status >= 400) {
            expect(errorEnvelope.safeParse(res.json).success, label).toBe(true);
            expect(after, label).toEqual(before);
          }
          before = after;
          if (probe.what === "unknown onBehalfOf") {
            expect([res.status, res.json.error?.code], label).toEqual([404, "ERR_UID_NOT_FOUND"]);
          }
        }
      });
    }
  });
}
