import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Extension } from "@/lib/schemas/apps";
import type { Connection } from "@/lib/server/api/request";
import { extensionsNeedingSettings } from "./needs-settings";

const stored = vi.hoisted(() => new Map<string, Record<string, unknown> | Error>());
const widgets = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock("@/lib/server/api/mgmt-extensions", () => ({
  storedExtensionSettings: vi.fn(async (_: unknown, id: string) => {
    const s = stored.get(id);
    if (s instanceof Error) throw s;
    return s;
  }),
  listWidgets: vi.fn(async () => widgets.list),
}));

const conn = {} as Connection;
const ext = (id: string, isActive: boolean) => ({ id, isActive }) as Extension;

beforeEach(() => {
  stored.clear();
  widgets.list = [];
});

describe("extensions that need settings", () => {
  it("are those turned on, with settings described, none stored", async () => {
    stored.set("message-shortcuts", { shortcuts: [] });
    const answer = await extensionsNeedingSettings(conn, [
      ext("gifs-giphy", true),
      ext("message-shortcuts", true),
      ext("profanity-filter", false),
      ext("polls", true),
      ext("widget", true),
    ]);
    expect(answer).toEqual(["gifs-giphy", "widget"]);
  });

  it("leave out one whose settings cannot be read, rather than claim it", async () => {
    stored.set("gifs-giphy", new Error("timed out"));
    widgets.list = [{ widgetId: "w1", configuration: {} }];
    expect(await extensionsNeedingSettings(conn, [ext("gifs-giphy", true), ext("widget", true)])).toEqual([]);
  });
});
