"use server";

import { namesInput } from "@/lib/schemas/names";
import { appActionClient } from "@/lib/server/action";
import { namesOf } from "@/lib/server/names";

// Lists draw ids at once and ask for the names of the ids on screen afterwards.
export const lookupNamesAction = appActionClient
  .metadata({ name: "names.lookup", minRole: "viewer", mutation: false })
  .inputSchema(namesInput)
  .action(async ({ parsedInput, ctx }) => namesOf(ctx.conn, parsedInput));
