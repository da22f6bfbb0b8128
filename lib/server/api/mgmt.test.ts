import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as appsContract from "../../contract/apps";
import * as webhooksContract from "../../contract/webhooks";
import { call } from "./call";
import { ServiceError } from "./errors";

const sb = sandboxForFile("us", async () => {
  await sb.mgmtRequest("POST", "/apps", { name: "Second app", region: "in" });
  for (const id of ["orders", "alerts"]) {
    await sb.mgmtRequest("POST", `/apps/${sb.appId}/webhooks`, {
      id,
      name: `Hook ${id}`,
      webhookURL: `https://example.com/${id}`,
      useBasicAuth: true,
      username: "u",
      password: "p4ssword",
    });
  }
});

describe("management client", () => {
  it("lists the account's apps with the true total and pages", async () => {
    const all = await call(sb.connection, appsContract.listApps, {});
    expect(all.meta.pagination.total).toBe(2);
    expect(all.data.map((a) => a.id)).toContain(sb.appId);
    const one = await call(sb.connection, appsContract.listApps, { query: { perPage: 1, page: 2 } });
    expect(one.meta.pagination).toMatchObject({ count: 1, per_page: 1, current_page: 2, total_pages: 2 });
    const search = await call(sb.connection, appsContract.listApps, { query: { searchKey: "Second" } });
    expect(search.data.map((a) => a.name)).toEqual(["Second app"]);
  });

  it("lists an app's webhooks without passwords and reads one", async () => {
    const hooks = await call(sb.connection, webhooksContract.listWebhooks, { params: { appId: sb.appId } });
    expect(hooks.meta.pagination.total).toBe(2);
    expect(hooks.data.map((h) => h.id).sort()).toEqual(["alerts", "orders"]);
    for (const h of hooks.data) expect(h).not.toHaveProperty("password");
    const getWebhook = async (webhookId: string) =>
      (await call(sb.connection, webhooksContract.getWebhook, { params: { appId: sb.appId, webhookId } }))
        .data;
    expect(await getWebhook("orders")).toMatchObject({
      id: "orders",
      webhookURL: "https://example.com/orders",
    });
    await expect(getWebhook("missing")).rejects.toMatchObject({
      status: 404,
      code: "ERR_WEBHOOK_NOT_FOUND",
    });
  });

  it("wrong management credentials are a 401 ServiceError", async () => {
    const err = await call({ ...sb.connection, mgmtSecret: "wrong" }, appsContract.listApps, {}).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).status).toBe(401);
  });
});
