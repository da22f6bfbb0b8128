"use server";

import { appActionClient } from "@/lib/server/action";
import { searchInput } from "./schema";
import { searchEverything } from "./search";

export const searchEverythingAction = appActionClient
  .metadata({ name: "search.everything", minRole: "viewer", mutation: false })
  .inputSchema(searchInput)
  .action(async ({ parsedInput, ctx }) => searchEverything(ctx.conn, parsedInput.text));
