"use server";

import { actionClient, requireConnection } from "@/lib/action";
import { namesOf } from "@/lib/names";
import { namesInput } from "@/lib/schemas/names";

// Lists draw ids at once and ask for the names of the ids on screen afterwards.
export const lookupNamesAction = actionClient
  .metadata({ name: "names.lookup", minRole: "viewer", mutation: false })
  .inputSchema(namesInput)
  .action(async ({ parsedInput, ctx }) => namesOf(requireConnection(ctx.connection).conn, parsedInput));
