import { readFileSync } from "node:fs";
import { type APIResponse, expect, request, test } from "@playwright/test";
import { type E2eApp, e2e, storageFile } from "./support/env";

test.use({ storageState: storageFile("viewer") });

const app = () => JSON.parse(readFileSync(e2e.appFile, "utf8")) as E2eApp;

async function sandboxTotal(api: "call" | "api", path: string, query: Record<string, string>) {
  const a = app();
  const qs = new URLSearchParams({ ...query, perPage: "1" });
  const res = await fetch(`${e2e.sandboxUrl}/${a.region}/${a.appId}/${api}/v3${path}?${qs}`, {
    headers: { apikey: a.apiKey },
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { meta: { pagination: { total: number } } }).meta.pagination.total;
}

const exportUrl = (list: string, params: Record<string, unknown>, columns: string[]) =>
  `/api/export/${list}?${new URLSearchParams({ params: JSON.stringify(params), columns: columns.join(",") })}`;

/** No field in these lists holds a line break. */
async function lines(res: APIResponse) {
  return (await res.text()).split("\r\n").slice(0, -1);
}

test("a filtered calls export holds every call the list counts, and only those", async ({ page }) => {
  const total = await sandboxTotal("call", "/calls", { type: "video" });
  expect(total).toBeGreaterThan(0);
  const res = await page.request.get(
    exportUrl("calls", { type: "video" }, ["initiatedAt", "type", "status"]),
  );
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers()["x-total-count"]).toBe(String(total));
  const [header, ...rows] = await lines(res);
  expect(header).toBe("Initiated (UTC),Type,Status");
  expect(rows).toHaveLength(total);
  for (const row of rows) expect(row).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z,video,/);
  const all = await sandboxTotal("call", "/calls", {});
  expect(all).toBeGreaterThan(total);
});

test("a users export matches the users list's total for the same search", async ({ page }) => {
  const total = await sandboxTotal("api", "/users", {});
  const res = await page.request.get(exportUrl("users", {}, ["uid", "name"]));
  expect(res.status()).toBe(200);
  expect(res.headers()["x-total-count"]).toBe(String(total));
  const [header, ...rows] = await lines(res);
  expect(header).toBe("UID,Name");
  expect(rows).toHaveLength(total);
});

test("the export refuses bad params, a role below the list's, and a signed-out visitor", async ({ page }) => {
  const bad = await page.request.get(exportUrl("calls", { status: "exploded" }, ["type"]));
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.message).toContain("status");
  const keys = await page.request.get(exportUrl("api-keys", {}, ["name"]));
  expect(keys.status()).toBe(403);
  // A context of its own does inherit the test's storage state unless told otherwise.
  const anonymous = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const anon = await anonymous.get(exportUrl("users", {}, ["uid"]));
  expect(anon.status()).toBe(401);
  await anonymous.dispose();
});
