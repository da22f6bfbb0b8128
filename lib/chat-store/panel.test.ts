import { describe, expect, it } from "vitest";
import { dstRanges, DST_FROM as FROM, DST_TO as TO, ZONES } from "@/test/dst-ranges";
import { expectEnginesAgree, filledEngines } from "@/test/two-stores";
import type { Db } from "../db";
import { generateMessages, storeGenerated } from "./generate";
import { chatPanel } from "./panel";
import type { ChatPanel, PanelQuery } from "./panel-model";
import { rawChatPanel } from "./raw-panel";

const APP = "app-a";
// The last starts before the first message: no change is given.
const ranges = (tz: string) => dstRanges(APP, tz, [["2025-12-20", 10]]);

async function fill(db: Db) {
  const messages = generateMessages({ count: 8000, from: FROM, to: TO, seed: 11 });
  await storeGenerated(db, {
    [APP]: messages,
    "app-b": generateMessages({ count: 500, from: FROM, to: TO, seed: 3 }),
  });
}

const stores = filledEngines("chat-panel", fill);

describe("the Messages view's figures", () => {
  it.each(ZONES)("are identical on SQLite and PostgreSQL and equal a plain computation in %s", async (tz) => {
    for (const q of ranges(tz)) {
      await expectEnginesAgree(stores, q, chatPanel, rawChatPanel);
    }
  });

  it("counts what a range holds", async () => {
    const q = ranges("Europe/Berlin")[0] as PanelQuery;
    const p: ChatPanel = await chatPanel(stores.sqlite, q);
    expect(p.perDay).toHaveLength(14);
    const perDay = p.perDay.reduce((s, d) => s + d.oneToOne + d.group, 0);
    expect(perDay).toBe(p.kpis.messages.value);
    expect(p.heatmap.flat().reduce((s, n) => s + n, 0)).toBe(p.kpis.messages.value);
    expect(p.kpis.messages.value).toBeGreaterThan(500);
    expect(p.kpis.replies.value).toBeGreaterThan(0);
    expect(p.kpis.mediaShare.value).toBeGreaterThan(0.05);
    expect(p.kpis.mediaShare.value).toBeLessThan(0.3);
    expect(p.previousStored).toBe(true);
    expect(p.kpis.messages.change).not.toBeNull();
    expect(p.active.day).toBe("2026-03-14");
    expect(p.active.dau).toBeLessThanOrEqual(p.active.wau);
    expect(p.active.wau).toBeLessThanOrEqual(p.active.mau);
    expect(p.active.dauMau).toBe(p.active.dau / p.active.mau);
    // The service's own notes are no one's messages.
    expect(p.topSenders.some((s) => s.key === "app_system")).toBe(false);
    expect(p.topGroups.every((g) => g.key.startsWith("group-"))).toBe(true);
  });

  it("gives no change when the stored history starts after the previous period began", async () => {
    const early = ranges("UTC")[6] as PanelQuery;
    const p = await chatPanel(stores.sqlite, early);
    expect(p.previousStored).toBe(false);
    expect(p.kpis.messages.change).toBeNull();
  });

  it("refuses a range that is not whole quarter hours", async () => {
    await expect(chatPanel(stores.sqlite, { appId: APP, from: FROM + 1, to: TO, tz: "UTC" })).rejects.toThrow(
      /900/,
    );
  });
});
