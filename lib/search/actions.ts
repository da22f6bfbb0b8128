"use server";

import { actionClient, requireConnection } from "@/lib/server/action";
import { searchInput } from "./schema";
import { searchEverything } from "./search";

export const searchEverythingAction = actionClient
  .metadata({ name: "search.everything", minRole: "viewer", mutation: false })
  .inputSchema(searchInput)
  .action(async ({ parsedInput, ctx }) =>
    searchEverything(requireConnection(ctx.connection).conn, parsedInput.text),
  );
