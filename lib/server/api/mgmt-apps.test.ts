import { describe, expect, it } from "vitest";
import { sandboxForFile } from "@/test/sandbox-for-file";
import * as appsContract from "../../contract/apps";
import type { CreateAppInput } from "../../schemas/apps";
import { call } from "./call";
import type { Connection } from "./request";

// The operations as the dashboard's code calls them, through their contracts.
const createApp = async (c: Connection, body: CreateAppInput) =>
  (await call(c, appsContract.createApp, { body })).data;
const deleteApp = async (c: Connection, appId: string) =>
  (await call(c, appsContract.deleteApp, { params: { appId } })).data;

const sb = sandboxForFile("us");

describe("account apps client", () => {
  it("creates an app with its two starting keys and deletes it with a purge date", async () => {
    const app = await createApp(sb.connection, { name: "Shop", region: "in", version: "3" });
    expect(app).toMatchObject({ name: "Shop", region: "in", version: "3", state: "active" });
    expect(
      Object.values(app.apiKeys)
        .map((k) => k.scope)
        .sort(),
    ).toEqual(["authOnly", "fullAccess"]);
    const gone = await deleteApp(sb.connection, app.id);
    expect(gone.success).toBe(true);
    expect(gone.scheduledToDeleteAt).toBeGreaterThan(app.createdAt);
    const list = await call(sb.connection, appsContract.listApps, { query: { searchKey: "Shop" } });
    expect(list.data).toEqual([]);
  });

  it("refuses a bad body and an unknown app with the service's errors", async () => {
    await expect(createApp(sb.connection, { name: "", region: "us" })).rejects.toMatchObject({ status: 400 });
    await expect(deleteApp(sb.connection, "no-such-app")).rejects.toMatchObject({
      status: 404,
      code: "ERR_APP_NOT_FOUND",
    });
  });
});
