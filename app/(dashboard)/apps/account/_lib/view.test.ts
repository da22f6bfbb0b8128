import { describe, expect, it } from "vitest";
import type { App } from "@/lib/schemas/apps";
import { toAccountAppRow } from "./view";

describe("toAccountAppRow", () => {
  it("leaves every key value out, the listed accessKey included", () => {
    const app: App = {
      id: "a1",
      name: "Shop",
      region: "us",
      version: "3",
      state: "active",
      createdAt: 1_790_000_000,
      accessKey: "secret-access-key",
      apiKeys: { k1: { apiKey: "k1", name: "Rest API Key", scope: "fullAccess", createdBy: "app_system" } },
    };
    const row = toAccountAppRow(app);
    expect(row).toMatchObject({ id: "a1", keyCount: 1 });
    expect(JSON.stringify(row)).not.toContain("secret-access-key");
    expect(JSON.stringify(row)).not.toContain("k1");
  });
});
