import "server-only";
import type { Db } from "../db";
import { type TablePref, tablePrefSchema } from "../schemas/table-prefs";

export async function tablePrefsOf(db: Db, adminId: string): Promise<Record<string, TablePref>> {
  const rows = await db
    .selectFrom("table_prefs")
    .select(["list", "hidden", "density"])
    .where("admin_id", "=", adminId)
    .execute();
  const out: Record<string, TablePref> = {};
  for (const row of rows) {
    const parsed = tablePrefSchema.safeParse({ hidden: safeJson(row.hidden), density: row.density });
    if (parsed.success) out[row.list] = parsed.data;
  }
  return out;
}

export async function saveTablePref(db: Db, adminId: string, list: string, pref: TablePref): Promise<void> {
  const row = {
    admin_id: adminId,
    list,
    hidden: JSON.stringify(pref.hidden),
    density: pref.density,
    updated_at: Date.now(),
  };
  await db
    .insertInto("table_prefs")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["admin_id", "list"]).doUpdateSet({
        hidden: row.hidden,
        density: row.density,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
