import { describe, expect, it } from "vitest";
import { ALL_ROUTES } from "../src/modules";
import { sendText } from "./chat-helpers";
import { fuzzRoutes } from "./conformance-fuzz";
import { populated, shapeKeys, urlOf } from "./conformance-helpers";

// The chat API's routes are fuzzed in conformance-fuzz-chat.test.ts.
fuzzRoutes(ALL_ROUTES.filter((r) => r.api !== "chat"));

describe("every read answers its documented schema", () => {
  const reads = ALL_ROUTES.filter((r) => r.method === "get");
  const REQUIRED_QUERY: Record<string, string> = {
    "/stats": "?fromDate=0&toDate=9999999999999",
    "/notifications/v1/preferences": "?uid=alice",
    "/notifications/v1/preferences/mute": "?uid=alice",
    "/notifications/v1/preferences/timezone": "?uid=alice",
    "/notifications/push/v1/tokens": "?all=true&authToken={authToken}",
  };
  /** Where `:id` is not a message's id. */
  const PATH_PARAMS: Record<string, Record<string, string>> = { "/moderation/reasons/:id": { id: "spam" } };

  it("names a sample for every required query parameter", () => {
    for (const route of reads) {
      if (!route.query) continue;
      const missing = route.query.safeParse({});
      expect(missing.success || route.path in REQUIRED_QUERY, `${route.api} ${route.path}`).toBe(true);
    }
  });

  it("answers 200 with a body its response schema accepts, on a populated app", async () => {
    const { s, params } = await populated();
    await sendText(s, "bob", "team", "hello team", true);
    const checked: string[] = [];
    for (const route of reads) {
      const needsViewer = route.api !== "mgmt" && "onBehalfOf" in route && route.onBehalfOf === "required";
      const viewer = route.path.startsWith("/users/:uid") ? "bob" : "alice";
      const url =
        urlOf(route, { ...params, ...PATH_PARAMS[route.path] }) +
        (REQUIRED_QUERY[route.path] ?? "").replace("{authToken}", encodeURIComponent(params.authToken ?? ""));
      const res = await s.raw("GET", url, {
        onBehalfOf: needsViewer ? viewer : undefined,
        headers: route.api === "mgmt" ? { key: "test-mgmt-key", secret: "test-mgmt-secret" } : {},
        apikey: route.api === "mgmt" ? null : undefined,
      });
      const label = `${route.api} ${route.path} → ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
      expect(res.status, label).toBe(200);
      if (!route.response) continue;
      const parsed = route.response.safeParse(res.json);
      expect(parsed.success, `${label}\n${parsed.error?.message}`).toBe(true);
      checked.push(route.path);
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  it("caps perPage at 1000 on every page list (reference §2)", async () => {
    const { s, params } = await populated();
    // Page lists take perPage; the thread list also takes it, as its cursor's page size beside affix.
    const pageLists = reads.filter(
      (r) => shapeKeys(r.query).includes("perPage") && !shapeKeys(r.query).includes("affix"),
    );
    expect(pageLists.length).toBeGreaterThan(10);
    for (const route of pageLists) {
      const viewer = route.path.startsWith("/users/:uid") ? "bob" : "alice";
      const get = (perPage: number) =>
        s.raw("GET", `${urlOf(route, params)}?perPage=${perPage}`, {
          onBehalfOf: "onBehalfOf" in route && route.onBehalfOf === "required" ? viewer : undefined,
          headers: route.api === "mgmt" ? { key: "test-mgmt-key", secret: "test-mgmt-secret" } : {},
          apikey: route.api === "mgmt" ? null : undefined,
        });
      const ok = await get(1000);
      expect([route.path, ok.status, ok.json.meta?.pagination?.per_page]).toEqual([route.path, 200, 1000]);
      const over = await get(1001);
      expect([route.path, over.status, over.json.error?.details?.perPage?.length]).toEqual([
        route.path,
        400,
        1,
      ]);
    }
  });
});
