// A refused call must answer a clear refusal (never the generic internal error) and leave the store as is.
import { afterAll, describe, expect, it, vi } from "vitest";
import { GENERIC_ERROR } from "@/lib/route";
import { tempDataDir } from "@/test/temp-store";

tempDataDir("bad-input");

vi.mock("@/lib/auth/session", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/auth/session")>();
  const owner = {
    id: "o1",
    email: "owner@x.test",
    name: "O",
    sessionId: "s1",
    twoFactor: true,
    role: "owner" as const,
  };
  return { ...real, currentAdmin: async () => owner, requireAdmin: async () => owner };
});
vi.mock("@/lib/server/api/transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/server/api/transport")>()),
  exchange: async () => {
    throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
  },
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, has: () => false, getAll: () => [], set: () => {} }),
  headers: async () => new Headers(),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const { discoverActions, discoverRoutes, storeSnapshot } = await import("./server-entrypoints");

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};
const deepArrays = (levels: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

const HOSTILE: Record<string, unknown> = {
  "lone surrogate": "\ud800",
  "100 kB string": "x".repeat(100_000),
  script: "<script>alert(1)</script>",
  "path traversal": "../../etc/passwd",
  formula: '=HYPERLINK("http://evil.example")',
  "NUL byte": "a\u0000b",
  negative: -1,
  huge: 1e308,
  "not a number": Number.NaN,
  "wrong type (object)": { nested: true },
  "wrong type (array)": ["a", "b"],
  "wrong type (boolean)": true,
  null: null,
  "10,000 nested objects": deep(10_000),
};
const FIELDS = [
  "id",
  "uid",
  "uids",
  "guid",
  "sessionId",
  "messageId",
  "name",
  "email",
  "password",
  "role",
  "url",
  "webhookURL",
  "list",
  "page",
  "perPage",
  "q",
  "text",
  "trigger",
  "target",
  "apiKey",
  "scope",
  "appId",
  "region",
  "disabled",
  "hidden",
  "density",
  "members",
  "cursor",
  "from",
  "to",
  "status",
  "type",
  "kind",
  "endpointId",
  "webhookId",
  "token",
  "data",
  "metadata",
  "tags",
  "columns",
  "filters",
  "triggers",
];
const SHAPES: Record<string, unknown> = {
  undefined: undefined,
  null: null,
  string: "users",
  number: 42,
  array: [{ id: "x" }],
  "10,000 nested objects": deep(10_000),
  "200,000 nested arrays": deepArrays(200_000),
};

const seen = { inputs: 0, internalErrors: 0 };
afterAll(() => {
  console.log(
    `[bad input] ${seen.inputs} hostile inputs tried; ${seen.internalErrors} internal errors (500s)`,
  );
});

describe("bad input", async () => {
  const actions = await discoverActions();
  const routes = await discoverRoutes();

  for (const [key, action] of actions) {
    it(`action ${key} refuses hostile input cleanly`, async () => {
      const inputs: Array<[string, unknown]> = [
        ...Object.entries(SHAPES),
        ...Object.entries(HOSTILE).map(([what, v]): [string, unknown] => [
          `every field ${what}`,
          Object.fromEntries(FIELDS.map((f) => [f, v])),
        ]),
      ];
      // The store after one input is the store before the next: it is read once per input.
      let before = await storeSnapshot();
      for (const [what, input] of inputs) {
        const result = (await action(input)) as
          | { data?: unknown; serverError?: string; validationErrors?: unknown }
          | undefined;
        seen.inputs++;
        if (result?.serverError === GENERIC_ERROR) seen.internalErrors++;
        expect(result?.serverError, `${key} with ${what}`).not.toBe(GENERIC_ERROR);
        const refused = Boolean(result?.serverError || result?.validationErrors);
        expect(refused || result?.data !== undefined, `${key} with ${what} answered nothing`).toBe(true);
        const after = await storeSnapshot();
        if (refused) expect(after, `${key} with ${what} wrote`).toBe(before);
        before = after;
      }
    });
  }

  for (const [key, route] of routes) {
    const [method, urlPath] = key.split(" ") as [string, string];
    if (urlPath.startsWith("/api/auth/")) continue;
    it(`route ${key} refuses hostile input cleanly`, async () => {
      const queries = [
        "",
        "?page=-1&perPage=1000000000",
        // The UTF-8 bytes of a lone surrogate, sent as they are (not percent-encoded twice).
        "?q=%ED%A0%80",
        `?q=${"x".repeat(100_000)}`,
        "?columns=../../etc/passwd&from=yesterday&to=%3Cscript%3E",
        "?page=1e308&perPage=NaN&trigger=%00",
      ];
      const bodies = [
        undefined,
        "{",
        '{"trigger":"\\ud800","data":{}}',
        `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
      ];
      for (const query of queries) {
        for (const body of method === "GET" ? [undefined] : bodies) {
          const req = new Request(`http://dashboard.test${urlPath}${query}`, {
            method,
            body,
            headers: body ? { "content-type": "application/json" } : {},
          });
          const res = await route.handler(req, { params: Promise.resolve(route.params) });
          seen.inputs++;
          if (res.status >= 500 && res.status !== 502 && res.status !== 503) seen.internalErrors++;
          expect([500, 501].includes(res.status), `${key}${query.slice(0, 60)} answered ${res.status}`).toBe(
            false,
          );
          await res.body?.cancel().catch(() => undefined);
        }
      }
    });
  }
});
