import { afterAll, describe, expect, it } from "vitest";
import { tempPgStore } from "@/test/pg-store";
import { tempStore } from "@/test/temp-store";
import type { Db } from "../db";
import { saveTablePref, tablePrefsOf } from "./table-prefs";

const pg = await tempPgStore("table_prefs");
afterAll(() => pg.drop());

describe.each([
  ["SQLite", () => tempStore("table-prefs")],
  ["PostgreSQL", async () => pg.db],
])("table prefs on %s", (_name, open: () => Promise<Db>) => {
  it("keeps each admin's choice per list, the last write winning", async () => {
    const db = await open();
    await saveTablePref(db, "a1", "calls", { hidden: ["mode"], density: "compact" });
    await saveTablePref(db, "a1", "users", { hidden: [], density: "comfortable" });
    await saveTablePref(db, "a1", "calls", { hidden: ["mode", "type"], density: "compact" });
    await saveTablePref(db, "a2", "calls", { hidden: ["status"], density: "comfortable" });
    expect(await tablePrefsOf(db, "a1")).toEqual({
      calls: { hidden: ["mode", "type"], density: "compact" },
      users: { hidden: [], density: "comfortable" },
    });
    expect(await tablePrefsOf(db, "a2")).toEqual({ calls: { hidden: ["status"], density: "comfortable" } });
    expect(await tablePrefsOf(db, "nobody")).toEqual({});
  });

  it("skips a stored row that no longer parses instead of failing the page", async () => {
    const db = await open();
    await db
      .insertInto("table_prefs")
      .values({ admin_id: "a3", list: "groups", hidden: "{not json", density: "compact", updated_at: 1 })
      .execute();
    await db
      .insertInto("table_prefs")
      .values({ admin_id: "a3", list: "users", hidden: "[]", density: "roomy", updated_at: 1 })
      .execute();
    await saveTablePref(db, "a3", "calls", { hidden: ["type"], density: "compact" });
    expect(await tablePrefsOf(db, "a3")).toEqual({ calls: { hidden: ["type"], density: "compact" } });
  });
});
