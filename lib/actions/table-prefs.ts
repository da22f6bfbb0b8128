"use server";

import { getDb } from "@/lib/db";
import { saveTablePrefInput } from "@/lib/schemas/table-prefs";
import { actionClient } from "@/lib/server/action";
import { saveTablePref } from "@/lib/server/table-prefs";

export const saveTablePrefAction = actionClient
  .metadata({ name: "session.table-pref", minRole: "viewer", mutation: false })
  .inputSchema(saveTablePrefInput)
  .action(async ({ parsedInput: { list, ...pref }, ctx }) => {
    await saveTablePref(await getDb(), ctx.admin.id, list, pref);
    return { list };
  });
