import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as k from "../../contract/api-keys";
import type { CreateApiKeyInput, UpdateApiKeyInput } from "../../schemas/api-keys";
import { call } from "./call";
import { listApiKeyViews, maskKey, resolveMaskedKey, toApiKeyView } from "./chat-api-keys";
import { ServiceError } from "./errors";
import type { Connection } from "./request";

const createApiKey = async (c: Connection, body: CreateApiKeyInput) =>
  (await call(c, k.createApiKey, { body })).data;
const updateApiKey = async (c: Connection, apiKey: string, body: UpdateApiKeyInput) =>
  (await call(c, k.updateApiKey, { params: { apiKey }, body })).data;
const deleteApiKey = async (c: Connection, apiKey: string) =>
  (await call(c, k.deleteApiKey, { params: { apiKey } })).data;

const sb = sandboxForFile("eu");

const FULL = /[0-9a-f]{40}/;

describe("API keys client", () => {
  it("masks keys to their first and last four characters", () => {
    expect(maskKey("0123456789abcdef0123456789abcdef01234567")).toBe("0123…4567");
    const view = toApiKeyView(
      { apiKey: "0123456789abcdef0123456789abcdef01234567", name: "n", scope: "authOnly", createdAt: 5 },
      "0123456789abcdef0123456789abcdef01234567",
    );
    expect(view).toEqual({
      id: "0123…4567",
      name: "n",
      scope: "authOnly",
      createdAt: 5,
      usedByDashboard: true,
    });
  });

  it("lists a new app's two keys masked, marks the dashboard's own, and counts the app's total", async () => {
    const page = await listApiKeyViews(sb.connection, { page: 1, perPage: 25 });
    expect(page.appTotal).toBe(2);
    expect(page.data.map((k) => [k.name, k.scope, k.usedByDashboard])).toEqual([
      ["Rest API Key", "fullAccess", true],
      ["Auth Key", "authOnly", false],
    ]);
    expect(JSON.stringify(page)).not.toMatch(FULL);
    expect(page.data[0]?.id).toBe(maskKey(sb.apiKey));
  });

  it("filters by scope and search while the total stays the app's", async () => {
    const page = await listApiKeyViews(sb.connection, { page: 1, perPage: 25, scope: "authOnly" });
    expect(page.data.map((k) => k.name)).toEqual(["Auth Key"]);
    expect(page.meta.pagination.total).toBe(1);
    expect(page.appTotal).toBe(2);
    const none = await listApiKeyViews(sb.connection, { page: 1, perPage: 25, searchKey: "nothing-like-it" });
    expect(none.data).toEqual([]);
    expect(none.appTotal).toBe(2);
  });

  it("creates, resolves by masked id, updates and deletes a key", async () => {
    const created = await createApiKey(sb.connection, { name: "CI", scope: "fullAccess" });
    expect(created).toMatchObject({ name: "CI", scope: "fullAccess" });
    expect(created.apiKey).toMatch(/^[0-9a-f]{40}$/);
    expect(await resolveMaskedKey(sb.connection, maskKey(created.apiKey))).toBe(created.apiKey);
    expect(await resolveMaskedKey(sb.connection, "ffff…ffff")).toBeUndefined();

    const updated = await updateApiKey(sb.connection, created.apiKey, {
      name: "CI nightly",
      scope: "authOnly",
    });
    expect(updated).toMatchObject({ apiKey: created.apiKey, name: "CI nightly", scope: "authOnly" });

    expect((await deleteApiKey(sb.connection, created.apiKey)).success).toBe(true);
    const left = await call(sb.connection, k.listApiKeys, { query: { perPage: 100 } });
    expect(left.data.map((k) => k.apiKey)).not.toContain(created.apiKey);
  });

  it("answers the service's refusals as ServiceErrors: self-action, bad name, unknown key", async () => {
    const self = await deleteApiKey(sb.connection, sb.apiKey).catch((e) => e);
    expect(self).toBeInstanceOf(ServiceError);
    expect(self).toMatchObject({ status: 400, code: "ERR_APIKEY_NO_SELF_ACTION" });
    const selfUpdate = await updateApiKey(sb.connection, sb.apiKey, { name: "x" }).catch((e) => e);
    expect(selfUpdate).toMatchObject({ status: 400, code: "ERR_APIKEY_NO_SELF_ACTION" });

    const bad = await createApiKey(sb.connection, { name: "x".repeat(51) }).catch((e) => e);
    expect(bad).toMatchObject({ status: 400, code: "ERR_BAD_REQUEST" });
    const missing = await deleteApiKey(sb.connection, "f".repeat(40)).catch((e) => e);
    expect(missing).toMatchObject({ status: 404, code: "ERR_APIKEY_NOT_FOUND" });
    expect((await call(sb.connection, k.listApiKeys, {})).meta.pagination.total).toBe(2);
  });

  it("the service refuses a 26th key with its own message", async () => {
    const made: string[] = [];
    for (let i = 2; i < 25; i++) made.push((await createApiKey(sb.connection, { name: `fill ${i}` })).apiKey);
    const over = await createApiKey(sb.connection, { name: "one too many" }).catch((e) => e);
    expect(over).toMatchObject({ status: 400, code: "ERR_APIKEY_LIMIT_REACHED" });
    expect(over.message).toContain("at most 25 API keys");
    expect((await listApiKeyViews(sb.connection, { page: 1, perPage: 25 })).appTotal).toBe(25);
    for (const k of made) await deleteApiKey(sb.connection, k);
  });
});
